/// The text `--help` prints.
let usageText = """
USAGE: render-cli <scene.json | -> -o <output | -> [options]
       render-cli <scene.json | -> --animate <file | folder/> [--fps <n>]
                  [--duration <seconds>] [options]

Renders a scene document to PNG, JPEG, WebP, PDF or SVG, or its animation to
animated WebP, GIF, APNG or numbered PNG frames.

ARGUMENTS:
  <scene.json>            The scene to render; - reads standard input.

OPTIONS:
  -o, --output <file>     Where to write; - writes standard output. The file is
                          written whole or not at all.
  --format <name>         png, jpeg, webp, pdf or svg (default: from the output
                          file's extension).
  --scale <n>             Pixels per point for raster output, 0.01-16
                          (default: the scene's scale).
  --quality <n>           JPEG and lossy WebP quality, 0-100 (default: 90).
  --lossless              Write lossless WebP.
  --time <seconds>        The moment a single image shows: transitions, toasts
                          and spinners as they are then (default: 0).
  --png <mode>            PNG compression: fast, default or small.
  --background <colour>   The colour JPEG flattens transparency onto
                          (default: white).
  --assets <dir>          The folder relative asset paths are resolved in
                          (default: the scene file's folder).
  --max-pixels <n>        The largest canvas to allocate (default: 50000000).
  --debug-bounds          Outline every node's frame.
  --animate <out>         Render frames from 0 s and write them as an animation
                          that loops forever, whole or not at all: .webp
                          (lossless; --quality makes it lossy), .gif (256
                          colours a frame, 1-bit transparency, --fps 50 at
                          most), .png or .apng (APNG), or a folder name ending
                          in / (or an existing folder), which must be new or
                          empty, for frame-0000.png, frame-0001.png, ...
                          Not with -o. A progress line is drawn when standard
                          error is a terminal.
  --fps <n>               Frames a second for --animate, 1-120 (default: 30).
  --duration <seconds>    How long --animate runs, up to 600 s and 3600 frames
                          (default: until the scene's last transition or toast
                          ends, or 1 s, a spinner's turn, if nothing else moves).
  --dump-layout           Print each node's path, id and absolute frame
                          (x, y, width, height); renders too if -o is given.
  --strict                Treat warnings as errors.
  --timings               Print the time each stage took to standard error.
  --version               Print the version and the libraries in use.
  -h, --help              Print this help.

EXIT STATUS:
  0 on success, 64 for a bad invocation or an invalid scene, 1 when rendering
  or writing fails.
"""
