// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFile>
#include <QIODevice>
#include <cstdio>

namespace ts::cli {

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
