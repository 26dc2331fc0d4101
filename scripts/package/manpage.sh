#!/usr/bin/env bash
# manpage.sh BINARY: prints alert-preview(1), made from the binary's own help (`help`, then
# `help COMMAND` for each command it lists), so the manual page says what the program says.
set -euo pipefail
binary=$1
version=$("$binary" --version | sed -n 's/^alert-preview //p')
# roff: a backslash is written \e; a line starting with . or ' would be a request.
roff() { sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"; }
echo ".TH ALERT-PREVIEW 1 \"\" \"alert-preview $version\" \"User Commands\""
echo ".SH NAME"
echo "alert-preview \\- lint and render iOS alert copy"
echo ".SH DESCRIPTION"
echo ".nf"
"$binary" help | roff
echo ".fi"
for command in $("$binary" help | awk '/^COMMANDS:/ { on = 1; next } on && /^$/ { exit } on { print $1 }'); do
  [ "$command" != help ] || continue
  echo ".SH \"$(echo "$command" | tr '[:lower:]' '[:upper:]')\""
  echo ".nf"
  "$binary" help "$command" | roff
  echo ".fi"
done
