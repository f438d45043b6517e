#!/bin/sh
# ctest runs each Catch2 test case by its name, which CMake reads as a list:
# a ';' in a name splits it into names that match nothing, and that case
# would never run in `make test`. Fails, naming them, if any name has one.
# Usage: check_test_names.sh TEST_BINARY...
status=0
for bin in "$@"; do
  [ -x "$bin" ] || continue
  bad=$(QT_QPA_PLATFORM=offscreen "$bin" --list-test-names-only 2>/dev/null | grep ';')
  if [ -n "$bad" ]; then
    echo "$bin: test names with ';' (ctest would never run them):"
    echo "$bad"
    status=1
  fi
done
exit $status
