#!/bin/sh
# Regenerates the golden image assets deterministically (ImageMagick).
set -e
cd "$(dirname "$0")"
convert \( -size 30x15 xc:#EF4444 -size 30x15 xc:#22C55E +append \) \( -size 30x15 xc:#3B82F6 -size 30x15 xc:#FACC15 +append \) -append -fill white -draw "circle 30,15 30,9" -strip -define png:exclude-chunks=date,time PNG24:quad.png
convert quad.png -resize 200% -quality 92 -sampling-factor 1x1 -strip quad.jpg
convert quad.png -resize 200% -quality 92 -strip quad.webp
convert quad.png -resize 200% -strip quad.gif
convert -size 40x80 gradient:#0EA5E9-#1E293B -fill "#F8FAFC" -draw "circle 20,28 20,14" -draw "ellipse 20,80 18,26 180,360" -strip -define png:exclude-chunks=date,time PNG24:portrait.png
convert -size 32x32 xc:none -fill black -draw "polygon 16,2 20,12 31,12 22,19 25,30 16,23 7,30 10,19 1,12 12,12" -strip -define png:exclude-chunks=date,time PNG32:star.png
