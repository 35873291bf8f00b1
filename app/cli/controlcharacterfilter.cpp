// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "controlcharacterfilter.h"

namespace ts::cli {

namespace {

void appendEscape(QByteArray& out, unsigned char codePoint)
{
    static const char kHex[] = "0123456789abcdef";
    out += "\\u00";
    out += kHex[codePoint >> 4];
    out += kHex[codePoint & 0xF];
}

} // namespace

QString singleLine(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029)
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

ControlCharacterFilter::ControlCharacterFilter(FILE* stream)
{
    m_file.open(stream, QIODevice::WriteOnly, QFileDevice::DontCloseHandle);
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

ControlCharacterFilter::~ControlCharacterFilter()
{
    if (m_pendingC2)
        m_file.write("\xC2", 1);
    m_file.flush();
}

qint64 ControlCharacterFilter::readData(char*, qint64)
{
    return -1;
}

qint64 ControlCharacterFilter::writeData(const char* data, qint64 size)
{
    QByteArray out;
    out.reserve(size);
    for (qint64 i = 0; i < size; ++i) {
        const auto byte = static_cast<unsigned char>(data[i]);
        if (m_pendingC2) {
            m_pendingC2 = false;
            if (byte >= 0x80 && byte <= 0x9F) { // U+0080..U+009F, the C1 controls
                appendEscape(out, byte);
                continue;
            }
            out += '\xC2';
        }
        if (byte == 0xC2) {
            m_pendingC2 = true;
        } else if ((byte < 0x20 && byte != '\t' && byte != '\n') || byte == 0x7F) {
            appendEscape(out, byte);
        } else {
            out += char(byte);
        }
    }
    if (m_file.write(out) != out.size())
        return -1;
    m_file.flush();
    return size;
}

} // namespace ts::cli
