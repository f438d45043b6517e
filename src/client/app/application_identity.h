// The application's name, organisation (where QSettings keeps recent files),
// version, desktop entry id (io.github.hydaspes.Hydaspes) and window icon: set once, by the client and by the benchmark
// that starts it the same way.
#pragma once

namespace hydaspes::client {

// Call after the QApplication exists.
void setApplicationIdentity();

}  // namespace hydaspes::client
