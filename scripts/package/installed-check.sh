#!/usr/bin/env bash
# installed-check.sh: run by fresh_check.sh on a brand-new machine without Swift, in a folder
# holding one package (alert-preview_*.deb, or alert-preview-*-linux-x86_64.tar.gz), Specs/
# (the Examples) and Swift/ (Swift sources with alerts). Installs the package (the .deb with
# apt; the tarball unpacked in /opt, with apt installing the packages its DEPENDENCIES file
# names), times that up to lint's first finding, then runs what CI jobs and people run (lint,
# SARIF, render, gallery, extract, review, serve), one line each; exits 1 if any check failed.
set -uo pipefail
cd "$(dirname "$0")"
fail=0
check() { local what=$1; shift; if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; fail=1; fi; }
echo "swift on PATH: $(command -v swift || echo none); /opt/swift: $(ls -A /opt/swift | wc -l) entries"
start=$(date +%s.%N)
deb=$(ls alert-preview_*_amd64.deb 2>/dev/null)
if [ -n "$deb" ]; then
  version=${deb#alert-preview_}
  version=${version%_amd64.deb}
  binary=/usr/bin/alert-preview
  apt-get update -qq >/tmp/apt.log 2>&1 && apt-get install -y -qq "./$deb" >>/tmp/apt.log 2>&1
  check "apt-get install ./$deb" test $? = 0
else
  tarball=$(ls alert-preview-*-linux-x86_64.tar.gz)
  version=${tarball#alert-preview-}
  version=${version%-linux-x86_64.tar.gz}
  top=/opt/alert-preview-$version-linux-x86_64
  binary=$top/bin/alert-preview
  tar -xzf "$tarball" -C /opt &&
    apt-get update -qq >/tmp/apt.log 2>&1 &&
    apt-get install -y -qq $(sed -n 's/^package: //p' "$top/share/doc/alert-preview/DEPENDENCIES") >>/tmp/apt.log 2>&1 &&
    ln -s "$binary" /usr/local/bin/alert-preview
  check "$tarball unpacked in /opt, DEPENDENCIES' packages installed with apt" test $? = 0
fi
alert-preview lint Specs >/tmp/lint.out 2>&1; status=$?
end=$(date +%s.%N)
check "lint exits 1 on the examples' errors" test $status = 1
echo "first finding: $(head -n 1 /tmp/lint.out)"
echo "from a fresh machine to the first lint finding: $(python3 -c "print(round($end - $start, 1))") s (apt-get update, install, lint)"
echo "installed: $version; packages now $(dpkg -l | grep -c '^ii')"
check "no library missing" sh -c "! ldd $binary | grep -q 'not found'"
check "the Swift libraries come from the package" sh -c \
  "ldd $binary | grep -q 'libswiftCore.so => $(dirname "$binary")/../lib/alert-preview/'"
check "--version names the package version" test "$(alert-preview --version)" = "alert-preview $version"
alert-preview lint Specs --format sarif --output lint.sarif
check "lint --format sarif exits 1, naming the version" test $? = 1
check "SARIF's tool.driver.version is the package's" grep -q "\"version\" : \"$version\"" lint.sarif
check "render" alert-preview render Specs --out previews --device iphone-se
echo "  $(find previews -name '*.png' | wc -l) PNG files"
alert-preview gallery Specs --out site --device iphone-se >/dev/null 2>&1; check "gallery writes site/index.html" test -s site/index.html
check "the gallery's footer names the version" grep -q "Made by alert-preview $version" site/index.html
check "extract reads Swift sources (SwiftParser)" alert-preview extract Swift --out extracted
echo "  $(find extracted -name '*.json' | wc -l) specs extracted from $(find Swift -name '*.swift' | wc -l) Swift files"
alert-preview lint Swift >/tmp/swift-lint.out 2>&1
check "lint on Swift sources points at .swift lines" grep -q '\.swift:[0-9]*:[0-9]*:' /tmp/swift-lint.out
alert-preview review Specs --out review.pdf --device iphone-se >/dev/null 2>&1; check "review writes a PDF" sh -c 'head -c 5 review.pdf | grep -q %PDF'
alert-preview serve Specs --port 8765 >/tmp/serve.out 2>&1 &
server=$!
for _ in $(seq 50); do python3 -c 'import urllib.request; urllib.request.urlopen("http://127.0.0.1:8765/")' 2>/dev/null && break; sleep 0.2; done
check "serve answers its index page" python3 -c '
import urllib.request
page = urllib.request.urlopen("http://127.0.0.1:8765/").read().decode()
assert "nhs-log-out" in page, page[:300]
png = urllib.request.urlopen("http://127.0.0.1:8765/render/nhs-log-out.png").read()
assert png[:8] == b"\x89PNG\r\n\x1a\n", png[:20]
print("  index", len(page), "bytes; /render/nhs-log-out.png", len(png), "bytes")'
kill "$server"; wait "$server"
check "the manual page is installed" test -s "$(dirname "$binary")/../share/man/man1/alert-preview.1.gz"
exit $fail
