// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The number parser behind every numeric CLI option and spin box: any text, with the bounds the
// callers use. A parsed value is always within its bounds; a rejection always has a reason.

#include "io/numberparsing.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

using namespace ts::io;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text
        = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    struct Range
    {
        qint64 minimum;
        qint64 maximum;
    };
    for (const Range r : { Range { 1, qint64(1) << 31 }, Range { 0, 1'000'000 },
             Range { std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max() } }) {
        NumberProblem problem = NumberProblem::None;
        const auto value = parseInteger(text, r.minimum, r.maximum, &problem);
        if (value && (*value < r.minimum || *value > r.maximum || problem != NumberProblem::None))
            std::abort();
        if (!value && problem == NumberProblem::None)
            std::abort();
    }
    NumberProblem problem = NumberProblem::None;
    const auto number = parseNumber(text, 0.0, 1e30, &problem);
    if (number && (!std::isfinite(*number) || *number < 0.0 || *number > 1e30))
        std::abort();
    if (!number && problem == NumberProblem::None)
        std::abort();
    return 0;
}
