// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The validation data's CSV parsers (ts::validation::ValidationDataLoader): any bytes as each of
// the four tables. No crash; every diagnostic is an error or warning with a file and a printable
// text; every row that loads has the positive values the suite divides by.

#include "validation/validationdata.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace ts;
using namespace ts::validation;

namespace {

void checkDiagnostics(const io::Diagnostics& diagnostics)
{
    for (const io::Diagnostic& d : diagnostics) {
        if (d.file.isEmpty() || d.line < 0 || d.toString().isEmpty())
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    io::Diagnostics diagnostics;
    for (const Measurement& m :
        ValidationDataLoader::parseCalibrationCsv(bytes, QStringLiteral("c.csv"), diagnostics)) {
        if (m.id.isEmpty() || !(m.value > 0) || !std::isfinite(m.value) || m.line < 1)
            std::abort();
    }
    for (const XlaMatmul& mm :
        ValidationDataLoader::parseXlaMatmulCsv(bytes, QStringLiteral("m.csv"), diagnostics)) {
        if (!mm.shape.isValid() || !(mm.measuredTflops > 0) || !std::isfinite(mm.measuredTflops))
            std::abort();
    }
    for (const XlaAllReduce& ar :
        ValidationDataLoader::parseXlaAllReduceCsv(bytes, QStringLiteral("a.csv"), diagnostics)) {
        if (ar.bytes < 1 || ar.devicesPerGroup < 2 || ar.groups < 1 || !(ar.timeSeconds > 0))
            std::abort();
    }
    for (const XlaCollective& c :
        ValidationDataLoader::parseXlaCollectivesCsv(bytes, QStringLiteral("x.csv"), diagnostics)) {
        if (c.shapeBytes < 1 || c.tensorBytes < c.shapeBytes || c.devicesPerGroup < 2
            || c.groups < 1 || !(c.runtimeSeconds() > 0) || !std::isfinite(c.runtimeSeconds()))
            std::abort();
    }
    checkDiagnostics(diagnostics);
    return 0;
}
