// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "phrase.h"

#include <QStringList>

namespace ts::io {

Phrase Phrase::verbatim(const QString& text)
{
    Phrase phrase;
    phrase.m_text = text;
    return phrase;
}

QString Phrase::fill(const QString& pattern, const QStringList& arguments)
{
    QString result;
    result.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c != QLatin1Char('%') || i + 1 >= pattern.size() || !pattern.at(i + 1).isDigit()) {
            result += c;
            continue;
        }
        // "%1".."%99": two digits when both are digits and the number has an argument.
        qsizetype digits = 1;
        int number = pattern.at(i + 1).digitValue();
        if (i + 2 < pattern.size() && pattern.at(i + 2).isDigit()) {
            const int two = number * 10 + pattern.at(i + 2).digitValue();
            if (two >= 1 && two <= arguments.size()) {
                number = two;
                digits = 2;
            }
        }
        if (number < 1 || number > arguments.size()) {
            result += c;
            continue;
        }
        result += arguments.at(number - 1);
        i += digits;
    }
    return result;
}

QString Phrase::text(const std::function<QString(const char* source)>& translate) const
{
    if (isVerbatim())
        return m_text;
    QStringList filled;
    filled.reserve(m_arguments.size());
    for (const Phrase& argument : m_arguments)
        filled.append(argument.text(translate));
    return fill(translate(m_source.constData()), filled);
}

QString Phrase::english() const
{
    return text([](const char* source) { return QString::fromUtf8(source); });
}

QList<QByteArray> Phrase::sources() const
{
    QList<QByteArray> result;
    if (!isVerbatim())
        result.append(m_source);
    for (const Phrase& argument : m_arguments)
        result += argument.sources();
    return result;
}

} // namespace ts::io
