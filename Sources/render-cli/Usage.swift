/// The text `--help` prints.
let usageText = """
USAGE: render-cli <scene.json | -> -o <output | -> [options]

Renders a scene document to PNG, JPEG, WebP, PDF or SVG.

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
  --png <mode>            PNG compression: fast, default or small.
  --background <colour>   The colour JPEG flattens transparency onto
                          (default: white).
  --assets <dir>          The folder relative asset paths are resolved in
                          (default: the scene file's folder).
  --max-pixels <n>        The largest canvas to allocate (default: 50000000).
  --debug-bounds          Outline every node's frame.
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
