// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "requesttrace.h"

#include "io/inputfile.h"
#include "io/numberparsing.h"

#include <QFile>

namespace ts::serving {

using engine::EngineError;
using engine::EngineOptions;
using io::Phrase;

namespace {

const char* const kFields[] = { "arrival_s", "prompt_tokens", "output_tokens" };

io::Diagnostic problem(const QString& path, int line, int column, const QString& field,
    io::DiagnosticCode code, const io::Phrase& expected, const io::Phrase& found)
{
    io::Diagnostic d;
    d.code = code;
    d.file = path;
    d.line = line;
    d.column = column;
    d.jsonPath = field;
    d.expected = expected;
    d.found = found;
    return d;
}

// A field as the message shows it: quoted, and cut short when long.
io::Phrase shown(QStringView text)
{
    if (text.isEmpty())
        return QT_TRANSLATE_NOOP("Diagnostic", "nothing");
    constexpr qsizetype kShown = 40;
    const QString cut = text.size() > kShown ? text.left(kShown).toString() + QStringLiteral("…")
                                             : text.toString();
    return io::Phrase::verbatim(QLatin1Char('"') + cut + QLatin1Char('"'));
}

io::DiagnosticCode codeOf(io::NumberProblem p)
{
    switch (p) {
    case io::NumberProblem::NotFinite:
        return io::DiagnosticCode::NotFinite;
    case io::NumberProblem::TooSmall:
    case io::NumberProblem::TooLarge:
        return io::DiagnosticCode::OutOfRange;
    default:
        return io::DiagnosticCode::WrongType;
    }
}

} // namespace

RequestTraceLoad RequestTrace::load(const QString& path)
{
    RequestTraceLoad result;
    QFile file(path);
    const io::Phrase reason = io::openInputFile(file);
    if (!reason.isEmpty()) {
        result.diagnostics.append(problem(path, 0, 0, QString(), io::DiagnosticCode::FileUnreadable,
            QT_TRANSLATE_NOOP("Diagnostic", "a readable CSV file"), reason));
        return result;
    }
    // Read one byte past the limit: a file that grows while read is refused too.
    const QByteArray text = file.read(kMaxFileBytes + 1);
    if (text.size() > kMaxFileBytes) {
        result.diagnostics.append(problem(path, 0, 0, QString(), io::DiagnosticCode::FileUnreadable,
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxFileBytes),
            QT_TRANSLATE_NOOP("Diagnostic", "a larger file")));
        return result;
    }
    return parse(text, path);
}

RequestTraceLoad RequestTrace::parse(const QByteArray& bytes, const QString& path)
{
    RequestTraceLoad result;
    io::Diagnostics& diagnostics = result.diagnostics;
    qint64 problems = 0;
    // Listed up to the limit, counted past it, so a hostile file cannot fill memory.
    const auto report = [&](io::Diagnostic d) {
        if (++problems <= kMaxListedProblems)
            diagnostics.append(std::move(d));
    };
    const QString text = QString::fromUtf8(bytes);
    QStringView rest(text);
    if (rest.startsWith(QChar(0xfeff)))
        rest = rest.mid(1);
    int line = 0;
    bool header = false;
    qint64 rows = 0;
    while (!rest.isEmpty()) {
        const qsizetype end = rest.indexOf(QLatin1Char('\n'));
        QStringView row = end < 0 ? rest : rest.left(end);
        rest = end < 0 ? QStringView() : rest.mid(end + 1);
        ++line;
        if (row.endsWith(QLatin1Char('\r')))
            row.chop(1);
        if (row.trimmed().isEmpty())
            continue;
        // Fields split on commas, their starting columns kept for the messages.
        QStringView fields[3];
        int columns[3] = { 0, 0, 0 };
        int count = 0;
        qsizetype start = 0;
        for (;;) {
            const qsizetype comma = row.indexOf(QLatin1Char(','), start);
            const QStringView field = comma < 0 ? row.mid(start) : row.mid(start, comma - start);
            if (count < 3) {
                fields[count] = field.trimmed();
                columns[count] = int(start) + 1;
            }
            ++count;
            if (comma < 0)
                break;
            start = comma + 1;
        }
        if (!header) {
            header = true;
            const bool same = count == 3 && fields[0] == QLatin1String(kFields[0])
                && fields[1] == QLatin1String(kFields[1]) && fields[2] == QLatin1String(kFields[2]);
            if (!same) {
                report(problem(path, line, 1, QStringLiteral("header"),
                    io::DiagnosticCode::MissingField,
                    QT_TRANSLATE_NOOP(
                        "Diagnostic", "the header arrival_s,prompt_tokens,output_tokens"),
                    shown(row)));
                break; // without the header the columns mean nothing
            }
            continue;
        }
        if (++rows > kMaxRows) {
            report(problem(path, line, 1, QString(), io::DiagnosticCode::OutOfRange,
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 requests"), kMaxRows),
                QT_TRANSLATE_NOOP("Diagnostic", "more rows")));
            break;
        }
        if (count != 3) {
            report(problem(path, line, count < 3 ? int(row.size()) + 1 : columns[2],
                count < 3 ? QLatin1String(kFields[count]) : QStringLiteral("row"),
                count < 3 ? io::DiagnosticCode::MissingField : io::DiagnosticCode::SyntaxError,
                QT_TRANSLATE_NOOP("Diagnostic", "3 fields (arrival_s,prompt_tokens,output_tokens)"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 fields"), count)));
            continue;
        }
        TrafficRequest request;
        bool good = true;
        io::NumberProblem why = io::NumberProblem::None;
        const auto arrival = io::parseNumber(fields[0].toString(), 0, kMaxArrivalSeconds, &why);
        if (!arrival) {
            report(problem(path, line, columns[0], QLatin1String(kFields[0]), codeOf(why),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "seconds from 0 to %1"), kMaxArrivalSeconds),
                shown(fields[0])));
            good = false;
        }
        qint64* targets[2] = { &request.promptTokens, &request.outputTokens };
        for (int f = 1; f < 3; ++f) {
            const auto tokens = io::parseInteger(fields[f].toString(), 1, kMaxTokens, &why);
            if (!tokens) {
                report(problem(path, line, columns[f], QLatin1String(kFields[f]), codeOf(why),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a whole number of tokens from 1 to %1"),
                        kMaxTokens),
                    shown(fields[f])));
                good = false;
                continue;
            }
            *targets[f - 1] = *tokens;
        }
        if (good && problems == 0) {
            request.arrivalSeconds = *arrival;
            result.requests.push_back(request);
        }
    }
    if (!header && problems == 0)
        report(problem(path, std::max(line, 1), 1, QStringLiteral("header"),
            io::DiagnosticCode::MissingField,
            QT_TRANSLATE_NOOP("Diagnostic", "the header arrival_s,prompt_tokens,output_tokens"),
            QT_TRANSLATE_NOOP("Diagnostic", "an empty file")));
    else if (header && problems == 0 && result.requests.empty())
        report(problem(path, line, 1, QString(), io::DiagnosticCode::MissingField,
            QT_TRANSLATE_NOOP("Diagnostic", "at least one request"),
            QT_TRANSLATE_NOOP("Diagnostic", "none")));
    if (problems > kMaxListedProblems) {
        io::Diagnostic more;
        more.code = io::DiagnosticCode::MoreProblems;
        more.file = path;
        more.found
            = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 more problems in this file, not listed"),
                problems - kMaxListedProblems);
        diagnostics.append(more);
    }
    if (problems > 0)
        result.requests.clear();
    return result;
}

} // namespace ts::serving
