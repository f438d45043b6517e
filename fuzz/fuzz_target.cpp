// One libFuzzer target: FUZZ_ENTRY (set by fuzz/CMakeLists.txt) names the
// entry of fuzz_entry.h that receives the bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hydaspes::fuzz::FUZZ_ENTRY(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
