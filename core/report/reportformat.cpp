// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "reportformat.h"

#include "workload/memoryfootprint.h"

#include <QJsonArray>
#include <QLocale>
#include <cmath>

namespace ts::report {

QJsonObject memoryBytesJson(const MemoryFootprint& m)
{
    return {
        { QStringLiteral("weights"), double(m.weightBytes) },
        { QStringLiteral("gradients"), double(m.gradientBytes) },
        { QStringLiteral("optimizer"), double(m.optimizerBytes) },
        { QStringLiteral("activations"), double(m.activationBytes) },
        { QStringLiteral("kv_cache"), double(m.kvCacheBytes) },
        { QStringLiteral("workspace"), double(m.workspaceBytes) },
        { QStringLiteral("total"), double(m.totalBytes()) },
    };
}

QJsonValue orNull(bool known, double value)
{
    return known ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue range(bool known, double low, double high)
{
    return known ? QJsonValue(QJsonArray { low, high }) : QJsonValue(QJsonValue::Null);
}

QJsonValue textOrNull(bool known, const QString& text)
{
    return known ? QJsonValue(text) : QJsonValue(QJsonValue::Null);
}

QString csvNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    constexpr double kExactIntegers = 9007199254740992.0; // 2^53
    if (std::trunc(value) == value && std::abs(value) < kExactIntegers)
        return QString::number(qint64(value));
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString csvNumber(bool known, double value)
{
    return known ? csvNumber(value) : QString();
}

QString flagText(bool flag)
{
    return flag ? QStringLiteral("true") : QStringLiteral("false");
}

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString markdownCell(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\':
            out += QLatin1String("\\\\");
            break;
        case u'|':
            out += QLatin1String("\\|");
            break;
        // Markdown renders inline HTML: a name must not become a tag.
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u'&':
            out += QLatin1String("&amp;");
            break;
        default:
            // A line break ends a table row; U+2028/2029 and NEL are line breaks to some readers.
            if (c.category() == QChar::Other_Control || c == QChar::LineSeparator
                || c == QChar::ParagraphSeparator)
                out += QLatin1Char(' ');
            else
                out += c;
        }
    }
    return out.trimmed();
}

QString readableNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    // From 9999.5 on, 4 significant digits would print "1e+04".
    if (std::abs(value) >= 9999.5)
        return QString::number(value, 'f', 0);
    return QString::number(value, 'g', 4);
}

} // namespace ts::report
