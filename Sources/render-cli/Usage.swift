/// The text `--help` prints.
let usageText = """
USAGE: render-cli <scene.json | -> -o <output | -> [options]
       render-cli <scene.json | -> --animate <file | folder/> [--fps <n>]
                  [--duration <seconds>] [options]
       render-cli diff <expected> <actual> [options]
       render-cli test <folder> [options]
       render-cli batch <template.json> --rows <rows.csv|rows.jsonl> --out <dir>
                        [options]

Renders a scene document to PNG, JPEG, WebP, PDF or SVG, or its animation to
animated WebP, GIF, APNG or numbered PNG frames. 'render-cli diff' compares two
images, 'render-cli test' checks scenes against reference images, and
'render-cli batch' renders a template once per row of data; see their --help.
A scene file named diff, test or batch is rendered when given as ./diff.

ARGUMENTS:
  <scene.json>            The scene to render; - reads standard input.

OPTIONS:
  -o, --output <file>     Where to write; - writes standard output. The file is
                          written whole or not at all.
  --format <name>         png, jpeg, webp, pdf or svg (default: from the output
                          file's extension; png on standard output).
  --scale <n>             Pixels per point for raster output, 0.01-16
                          (default: the scene's scale).
  --quality <n>           JPEG and lossy WebP quality, 0-100 (default: 90).
  --lossless              Write lossless WebP.
  --time <seconds>        The moment a single image shows: transitions, toasts
                          and spinners as they are then (default: 0).
  --time-limit <seconds>  Stop an image that takes longer, after the stage it
                          is in (layout, drawing), with an error; in a batch,
                          each row's image.
  --png <mode>            PNG compression: fast, default or small.
  --background <colour>   The colour JPEG flattens transparency onto
                          (default: white).
  --assets <dir>          The folder relative asset paths are resolved in
                          (default: the scene file's folder).
  --allow-remote <host>   Fetch pictures whose URL names this host: a name, an
                          address, *.example.com, or any (public addresses
                          only; name a private host itself to reach it).
                          Repeatable. Without it no URL is fetched.
  --max-pixels <n>        The largest canvas to allocate (default: 50000000).
  --debug-bounds          Outline every node's frame.
  --set <name=value>      A value for one of a template's params, read by the
                          parameter's type; repeatable, later ones win.
  --params <file.json>    Values for a template's params, as a JSON object;
                          --set wins over it.
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


/// How `diff` and `test` compare, shared by their help.
private let comparisonOptionsText = """
COMPARISON OPTIONS:
  (none)                  Perceptual: a pixel differs when its CIEDE2000 colour
                          difference, on white and on black, is over 2.3, a
                          difference the eye can just see; antialiasing is
                          ignored, and no differing pixel is allowed.
  --perceptual            The perceptual comparison, said explicitly.
  --delta-e <n>           The ΔE2000 a pixel may differ by, 0-100 (default 2.3).
  --threshold <n>         Compare channels instead: a pixel differs when any of
                          its RGBA channels differs by more than n, 0-255.
  --max-pixels <n>        How many differing pixels still match (default 0).
  --max-ratio <r>         The fraction of pixels that may differ, 0-1; not with
                          --max-pixels.
  --exact                 Every pixel equal, bit for bit; not with the options
                          above.
"""

/// The text `render-cli diff --help` prints.
let diffUsageText = """
USAGE: render-cli diff <expected> <actual> [--diff <out.png>]
                       [comparison options]

Compares two images and prints the comparison's counts and its verdict. Each
may be PNG, JPEG or WebP, told apart by its bytes rather than its name, of at
most 50000000 pixels; a JPEG is compared upright, as its EXIF orientation shows
it, and an animated WebP by its first frame.

OPTIONS:
  --diff <out.png>        When the images differ, write three panels side by
                          side: expected, the differing pixels in red over a
                          faded expected, and actual. Written whole or not at
                          all, and not written when they match (a file already
                          there is then left as it is).
  -h, --help              Print this help.

\(comparisonOptionsText)
EXIT STATUS:
  0 when the images match within the tolerance, 1 when they differ (a different
  size included) or the diff image cannot be written, 64 for a bad invocation
  or a file that is missing or is not a PNG, JPEG or WebP image.
"""

/// The text `render-cli test --help` prints.
let testUsageText = """
USAGE: render-cli test <folder> [--record missing|failed|all] [--time <seconds>]
                       [--report <report.html>] [comparison options]

Renders every scene (*.json) under the folder, at any depth and in path order,
with its own folder as the asset folder, and compares it with the PNG of the
same name beside it: cards/login.json with cards/login.png. Hidden files and
folders are skipped. Prints one line per case, PASS, FAIL, NEW, UPDATED or
ERROR, then the counts.

A scene that changes over time may list moments in a .times file beside it,
as the golden tests do: cards/toast.times holding "0.5 2" makes two cases,
cards/toast@0.5s and cards/toast@2s, compared with cards/toast@0.5s.png and
cards/toast@2s.png. A warning on standard error says when a scene shows
nothing but its background at its moment while another moment shows more,
such as a toast at 0 s, which has not faded in yet.

OPTIONS:
  --record <mode>         Write references: missing records those that do not
                          exist; failed also replaces those that differ or
                          cannot be read; all replaces every one. A run that
                          records fails, so that a new reference is looked at
                          before it is trusted.
  --time <seconds>        The moment scenes without a .times file are rendered
                          at: transitions, toasts and spinners as they are then
                          (default: 0).
  --report <file.html>    Write a self-contained HTML page to review the run:
                          each failure's expected, actual and difference images
                          with onion-skin and swipe sliders, its counts and the
                          command that accepts it.
  -h, --help              Print this help.

\(comparisonOptionsText)
EXIT STATUS:
  0 when every scene matches, 1 when any fails, has no reference, cannot be
  rendered or was recorded, or the report cannot be written, 64 for a bad
  invocation or a folder without scenes.
"""

/// The text `render-cli batch --help` prints.
let batchUsageText = """
USAGE: render-cli batch <template.json> --rows <rows.csv|rows.jsonl> --out <dir>
                        [--name <pattern>] [--jobs <n>] [--shard <i/n>]
                        [--force] [options]

Renders the template once for each row of data into the output folder, on every
core, sharing fonts and pictures between rows. A CSV file's header names its
columns; a JSON Lines file has one object a line. A column named like a
parameter gives that parameter's value (an empty cell or null leaves the
default); other columns may be used by --name. A bad row is reported with its
number and the others still render. Each file is written whole or not at all,
and the folder gets nothing but the images.

OPTIONS:
  --rows <file>           The rows: .csv (RFC 4180, with a header row) or
                          .jsonl / .ndjson.
  --out <dir>             The folder the images go in; made if missing.
  --name <pattern>        Each file's name: {column} is the row's value in that
                          column, {row} its number, {{ and }} literal braces;
                          the extension picks the format (default: {row}.png).
                          A name stays inside the folder: values may not hold
                          '/', and two rows may not name one file.
  --jobs <n>              Rows rendered at once (default: the number of cores).
  --shard <i/n>           Render only the i-th of n equal, contiguous shares
                          of the rows, so that n jobs share one batch.
  --force                 Render rows whose file exists already; without it
                          they are skipped, so a stopped batch resumes.
  --set <name=value>      A value for every row; wins over the row's own.
  --params <file.json>    Values for every row, as a JSON object.
  --assets <dir>          Where relative paths resolve (default: the template's
                          folder).
  --strict                Fail a row that has warnings, such as a missing
                          picture.
  --allow-remote <host>   Hosts pictures may come from, as for a single render.
  --scale, --quality, --lossless, --png, --background, --max-pixels, --time,
  --debug-bounds          As for a single render.
  -h, --help              Print this help.

Prints 'N rendered, M failed' (and ', K skipped') when done; a progress line is
drawn while it runs when standard error is a terminal.

EXIT STATUS:
  0 when every row rendered or was skipped, 1 when any row failed, 64 for a bad
  invocation, an unusable template or rows file, or two rows naming one file.
"""
