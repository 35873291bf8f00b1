// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "trafficsimulator.h"

#include <QString>
#include <vector>

namespace ts::serving {

/// What reading a request trace gives: the requests (none when any row is wrong) and the
/// problems, each naming the file, the line, the column, the field and what was wrong.
struct RequestTraceLoad
{
    std::vector<TrafficRequest> requests;
    io::Diagnostics diagnostics;
    bool ok() const { return !io::hasErrors(diagnostics); }
};

/// A request trace for the traffic simulator (docs/serving.md, "Traffic"): CSV with the header
/// `arrival_s,prompt_tokens,output_tokens` and one request a row (arrival in seconds from the
/// start, ≥ 0; token counts ≥ 1). Blank lines are skipped; rows may come in any order. Read in
/// one linear pass within the limits below; the first kMaxListedProblems problems are listed and
/// the rest counted.
class RequestTrace
{
public:
    static constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;
    static constexpr qint64 kMaxRows = 1'000'000;
    static constexpr qint64 kMaxTokens = 1 << 24; ///< a prompt or an output, 16.8 M tokens
    static constexpr double kMaxArrivalSeconds = 1e9; ///< about 32 years
    static constexpr qsizetype kMaxListedProblems = 100;

    static RequestTraceLoad load(const QString& path);
    /// The same from text already read (`path` names it in the diagnostics).
    static RequestTraceLoad parse(const QByteArray& text, const QString& path);
};

} // namespace ts::serving
