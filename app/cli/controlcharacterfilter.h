// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFile>
#include <QIODevice>
#include <QString>
#include <cstdio>

namespace ts::cli {

/// `text` kept on one line: every control character, tab and line feed included (C0, DEL, C1),
/// and the Unicode line and paragraph separators, written as `\uXXXX`. Every string from a file
/// that the CLI places in a line of text output (a table cell, a heading naming a workload,
/// device or operator) goes through this: a line break in a workload name printed raw forged a
/// row of the estimate and serve tables (issue 34, item 3). ControlCharacterFilter cannot, as
/// it must let the output's own line breaks through.
QString singleLine(const QString& text);

/// A write-only device in front of stdout or stderr that passes UTF-8 text through but writes
/// every control character other than tab and newline (C0, DEL, and C1 as UTF-8) as `\uXXXX`.
/// Device names, ids, notes and paths come from files: printed raw, ESC, BEL and CR retitle or
/// clear a terminal and forge output rows (issue 18). `\uXXXX` is also a valid escape inside a
/// JSON string, so `--json` output stays valid and means the same; QJsonDocument already
/// escapes C0 there.
class ControlCharacterFilter : public QIODevice
{
public:
    explicit ControlCharacterFilter(FILE* stream);
    ~ControlCharacterFilter() override;

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    QFile m_file;
    /// The first byte of a two-byte UTF-8 sequence (0xC2) that may start a C1 control, held
    /// until the next byte shows which.
    bool m_pendingC2 = false;
};

} // namespace ts::cli
