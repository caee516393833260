#!/usr/bin/env bash
# The Debian package as apt would install it: cpack -G DEB into a temporary folder, then its files
# (programs, desktop entry, icons, metainfo, man pages), both validators, one version everywhere, and
# ldd on every program: each library found, owned by a Debian package, the direct ones by Depends.
# Usage: check_package.sh BUILD_DIR VERSION APP_ID HAS_DDP(0|1) [HAS_WEB(0|1)]
set -euo pipefail
build=$1 version=$2 id=$3 has_ddp=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check_package: $*" >&2; exit 1; }

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "cpack failed"; }
deb="$work/out/dpviz_${version}_amd64.deb"
[ -f "$deb" ] || fail "no $deb (cpack wrote: $(ls "$work/out"))"
dpkg-deb -x "$deb" "$work/root"
root="$work/root"

programs=(usr/bin/dpviz usr/bin/dpviz-cli usr/bin/dpviz-bench)
pages=(dpviz dpviz-cli)
if [ "$has_ddp" = 1 ]; then programs+=(usr/bin/dpviz-ddp); pages+=(dpviz-ddp); fi
expected=("${programs[@]}" usr/lib/dpviz/dpviz-video.so "usr/share/applications/$id.desktop"
  "usr/share/metainfo/$id.metainfo.xml" "usr/share/icons/hicolor/scalable/apps/$id.svg")
for size in 16 22 24 32 48 64 128 256 512; do expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$id.png"); done
for page in "${pages[@]}"; do expected+=("usr/share/man/man1/$page.1.gz"); done
expected+=(usr/share/doc/dpviz/semantics.md usr/share/doc/dpviz/examples/train.json)  # what --help names
if [ "${5:-0}" = 1 ]; then  # the browser edition, where the build made one
  for f in index.html dpviz_web.js texts.js style.css dpviz_engine.js dpviz_engine.wasm dpviz_engine.worker.js \
           dpviz_engine_single.js dpviz_engine_single.wasm; do expected+=("usr/share/dpviz/web/$f"); done
fi
for f in "${expected[@]}"; do [ -s "$root/$f" ] || fail "the package lacks /$f"; done
for f in "${programs[@]}"; do [ -x "$root/$f" ] || fail "/$f is not executable"; done
if [ "${5:-0}" = 1 ]; then  # the installed dpviz finds its browser edition beside it
  env -u DPVIZ_WEB_DIR QT_QPA_PLATFORM=offscreen "$root/usr/bin/dpviz" --export-web "$work/exported" >/dev/null ||
    fail "the packaged dpviz --export-web failed"
  cmp -s "$work/exported/dpviz_engine.wasm" "$root/usr/share/dpviz/web/dpviz_engine.wasm" || fail "--export-web did not copy the packaged edition"
fi
for page in "${pages[@]}"; do
  zcat "$root/usr/share/man/man1/$page.1.gz" | grep -q '^\.SH DESCRIPTION\|^\.SH SYNOPSIS' || fail "$page.1 has no sections"
done
file "$root/usr/share/icons/hicolor/512x512/apps/$id.png" | grep -q '512 x 512' || fail "the 512 icon is not 512x512"

desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate refused the desktop entry"
appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/$id.metainfo.xml" >"$work/as.log" 2>&1 ||
  { cat "$work/as.log" >&2; fail "appstreamcli refused the metainfo"; }

# One version: project(VERSION) in the package, the programs and the metainfo release.
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "package version $(dpkg-deb -f "$deb" Version)"
[ -n "$(dpkg-deb -f "$deb" Maintainer)" ] && [ -n "$(dpkg-deb -f "$deb" Description)" ] || fail "no Maintainer or Description"
[ "$("$root/usr/bin/dpviz" --version)" = "dpviz $version" ] || fail "dpviz --version: $("$root/usr/bin/dpviz" --version)"
"$root/usr/bin/dpviz-cli" --version | head -1 | grep -qx "dpviz-cli $version" || fail "dpviz-cli --version"
grep -q "<release version=\"$version\"" "$root/usr/share/metainfo/$id.metainfo.xml" || fail "metainfo release is not $version"

depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
case "$depends" in *cuda* | *nvidia* | *nccl*) fail "the package depends on CUDA: $depends" ;; esac
for p in libqt6widgets6 libqcustomplot2.1-qt6 libopenblas0 libavcodec59 libqt6websockets6; do
  grep -qw -- "$p" <<<"$depends" || fail "Depends lacks $p"
done
grep -qw -- libqrencode4 <<<"$depends" || fail "Depends lacks libqrencode4 (the class vote's QR code)"
# A build with oneDNN (its --version names it as the GEMM library) needs Debian's libdnnl2.
if "$root/usr/bin/dpviz-cli" --version | grep -q "^GEMM library: oneDNN "; then
  grep -qw -- libdnnl2 <<<"$depends" || fail "Depends lacks libdnnl2 (oneDNN, the GEMM library of this build)"
fi

# Every library the programs load, and the package that owns each (one dpkg -S for all: it reads the
# whole database each time; Debian 12 ships libraries under /lib and /usr/lib alike).
objects=("${programs[@]}" usr/lib/dpviz/dpviz-video.so)
for f in "${objects[@]}"; do env -u LD_LIBRARY_PATH ldd "$root/$f" >"$work/ldd.$(basename "$f")"; done
mapfile -t paths < <(awk '$2 == "=>" && $3 ~ /^\// {print $3}' "$work"/ldd.* | sort -u)
candidates=()
for p in "${paths[@]}"; do
  r=$(readlink -f "$p")
  candidates+=("$p" "$r" "/usr$p" "/usr$r" "${p#/usr}" "${r#/usr}")
done
declare -A owner_of
while IFS= read -r line; do
  owner_of[${line#*: }]=$(cut -d: -f1 <<<"${line%%,*}")
done < <(dpkg -S "${candidates[@]}" 2>/dev/null)
owner() {
  local p=$1 r
  r=$(readlink -f "$p")
  for c in "$p" "$r" "/usr$p" "/usr$r" "${p#/usr}" "${r#/usr}"; do
    [ -n "${owner_of[$c]:-}" ] && { echo "${owner_of[$c]}"; return 0; }
  done
  return 1
}
# What Depends covers: its packages and what they depend on (libopenblas0 is libopenblas0-pthread or -openmp).
names=$(sed 's/([^)]*)//g; s/[,|]/ /g' <<<"$depends")
# shellcheck disable=SC2086
covers="$names $(dpkg-query -W -f='${Depends}\n' $names 2>/dev/null | sed 's/([^)]*)//g; s/[,|]/ /g')"
for f in "${objects[@]}"; do
  listing=$(cat "$work/ldd.$(basename "$f")")
  ! grep -q 'not found' <<<"$listing" || fail "/$f: $(grep 'not found' <<<"$listing" | head -1)"
  needed=$(objdump -p "$root/$f" | awk '$1 == "NEEDED" {print $2}')
  while read -r lib path; do
    case "$lib" in libcuda.* | libcudart* | libcublas* | libnccl* | libnvidia*) fail "/$f links $lib" ;; esac
    pkg=$(owner "$path") || fail "/$f loads $path, which no Debian package ships"
    if grep -qx -- "$lib" <<<"$needed"; then
      grep -qw -- "$pkg" <<<"$covers" || fail "/$f needs $lib ($pkg), which Depends lacks"
    fi
  done < <(awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' <<<"$listing")
  ! strings "$root/$f" | grep -qF "$build" || fail "/$f holds the build folder's path"
done
echo "check_package: $(basename "$deb") holds ${#expected[@]} checked files; the validators pass; Depends covers every library"
