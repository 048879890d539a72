#!/usr/bin/env bash
# Makes the default playlist's clips (clip-1.mp4 ... clip-5.mkv) from the posters beside this script: a slow
# zoom and pan over each poster (motion) with a soft tone (sound), 5 s at 25 fps, 480x270. The odd clips are
# H.264 + AAC in MP4, the even ones HEVC + Opus in Matroska, so the kiosk's tour plays both.
# Run it again after changing a poster; it needs Debian's ffmpeg (make test installs it).
set -euo pipefail
cd "$(dirname "$0")"
command -v ffmpeg >/dev/null || { echo "make-clips: needs ffmpeg (apt-get install ffmpeg)" >&2; exit 1; }

seconds=5
frames=$((seconds * 25))
# poster, zoom expression (over n = 0...frames), x, y, two tone frequencies (Hz)
clips=(
  "1|1+0.25*on/$frames|(iw-iw/zoom)*on/$frames|(ih-ih/zoom)/2|220|330"
  "2|1.25-0.25*on/$frames|(iw-iw/zoom)/2|(ih-ih/zoom)*on/$frames|262|392"
  "3|1+0.3*on/$frames|(iw-iw/zoom)/2|(ih-ih/zoom)/2|294|440"
  "4|1.3-0.3*on/$frames|(iw-iw/zoom)*(1-on/$frames)|(ih-ih/zoom)/2|196|294"
  "5|1+0.2*on/$frames|(iw-iw/zoom)*on/$frames|(ih-ih/zoom)*on/$frames|247|370"
)
for spec in "${clips[@]}"; do
  IFS='|' read -r n zoom x y low high <<<"$spec"
  video="[0:v]format=rgb24,scale=1920:1080,zoompan=z='$zoom':x='$x':y='$y':d=$frames:s=480x270:fps=25,format=yuv420p[v]"
  sound="[1:a][2:a]amix=inputs=2:normalize=0,afade=t=in:d=0.4,afade=t=out:st=$((seconds - 1)).4:d=0.6[a]"
  inputs=(-i "poster-$n.png" -f lavfi -i "sine=f=$low:d=$seconds,volume=0.2" -f lavfi -i "sine=f=$high:d=$seconds,volume=0.1")
  if (( n % 2 == 1 )); then
    out="clip-$n.mp4"
    codecs=(-c:v libx264 -preset slow -crf 30 -c:a aac -b:a 32k -ac 1 -movflags +faststart)
  else
    out="clip-$n.mkv"
    codecs=(-c:v libx265 -x265-params log-level=error -crf 30 -c:a libopus -b:a 24k -ac 1)
  fi
  ffmpeg -hide_banner -loglevel error -nostdin -y "${inputs[@]}" -filter_complex "$video;$sound" \
    -map "[v]" -map "[a]" "${codecs[@]}" -t "$seconds" -fflags +bitexact -flags:v +bitexact -flags:a +bitexact "$out"
  echo "make-clips: $out ($(stat -c %s "$out") bytes)"
done
