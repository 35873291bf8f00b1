// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jsonobjectreader.h"

#include "inputlimits.h"

#include <limits>

#include <cmath>
#include <utility>

namespace ts::io {

namespace {

bool isIdentifier(const QString& key)
{
    if (key.isEmpty() || key.front().isDigit())
        return false;
    for (QChar c : key) {
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_')))
            return false;
    }
    return true;
}

} // namespace

JsonObjectReader::JsonObjectReader(
    QJsonObject object, QString jsonPath, QString file, Diagnostics* diagnostics)
    : m_object(std::move(object))
    , m_jsonPath(std::move(jsonPath))
    , m_file(std::move(file))
    , m_diagnostics(diagnostics)
{ }

QString JsonObjectReader::pathOf(const QString& key) const
{
    if (isIdentifier(key))
        return m_jsonPath + QLatin1Char('.') + key;
    QString escaped = key;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return m_jsonPath + QStringLiteral("[\"") + escaped + QStringLiteral("\"]");
}

Phrase JsonObjectReader::describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return Phrase::verbatim(QStringLiteral("null"));
    case QJsonValue::Bool:
        return Phrase::verbatim(value.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    case QJsonValue::Double:
        return Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"),
            QString::number(value.toDouble(), 'g', 17));
    case QJsonValue::String:
        return Phrase(
            QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), shortened(value.toString()));
    case QJsonValue::Array:
        return QT_TRANSLATE_NOOP("Diagnostic", "array");
    case QJsonValue::Object:
        return QT_TRANSLATE_NOOP("Diagnostic", "object");
    case QJsonValue::Undefined:
        break;
    }
    return QT_TRANSLATE_NOOP("Diagnostic", "nothing");
}

QString JsonObjectReader::shortened(const QString& text)
{
    return text.size() > 40 ? text.left(37) + QStringLiteral("...") : text;
}

void JsonObjectReader::report(DiagnosticCode code, const QString& key, const Phrase& expected,
    const Phrase& found, Severity severity)
{
    if (severity == Severity::Error)
        m_ok = false;
    if (!m_diagnostics)
        return;
    Diagnostic d;
    d.severity = severity;
    d.code = code;
    d.file = m_file;
    d.jsonPath = key.isEmpty() ? m_jsonPath : pathOf(key);
    d.expected = expected;
    d.found = found;
    m_diagnostics->append(d);
}

std::optional<QJsonValue> JsonObjectReader::fetch(
    const QString& key, Presence presence, const Phrase& expected)
{
    const auto it = m_object.constFind(key);
    if (it == m_object.constEnd()) {
        if (presence == Presence::Required)
            report(DiagnosticCode::MissingField, key, expected,
                QT_TRANSLATE_NOOP("Diagnostic", "nothing"));
        return std::nullopt;
    }
    return it.value();
}

std::optional<QString> JsonObjectReader::string(
    const QString& key, Presence presence, qsizetype maxLength)
{
    const Phrase expected = QT_TRANSLATE_NOOP("Diagnostic", "string");
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isString()) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    QString text = value->toString();
    if (maxLength >= 0 && text.size() > maxLength) {
        report(DiagnosticCode::OutOfRange, key,
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string of at most %1 characters"), maxLength),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string of %1 characters"), text.size()));
        return std::nullopt;
    }
    return text;
}

std::optional<QString> JsonObjectReader::oneOf(
    const QString& key, const QStringList& allowed, Presence presence)
{
    const Phrase expected(
        QT_TRANSLATE_NOOP("Diagnostic", "one of %1"), allowed.join(QStringLiteral(", ")));
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isString()) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    const QString text = value->toString();
    if (!allowed.contains(text)) {
        report(DiagnosticCode::UnknownValue, key, expected, describe(*value));
        return std::nullopt;
    }
    return text;
}

std::optional<double> JsonObjectReader::number(const QString& key, Sign sign, Presence presence)
{
    Phrase expected = QT_TRANSLATE_NOOP("Diagnostic", "number");
    if (sign == Sign::Positive)
        expected = QT_TRANSLATE_NOOP("Diagnostic", "number > 0");
    else if (sign == Sign::NonNegative)
        expected = QT_TRANSLATE_NOOP("Diagnostic", "number >= 0");
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isDouble()) {
        // "NaN", "inf" and friends cannot be JSON numbers; when a user writes them as strings the
        // honest diagnosis is a non-finite figure, not merely a type error.
        if (value->isString()) {
            const QString lowered = value->toString().trimmed().toLower();
            static const QStringList nonFinite = { QStringLiteral("nan"), QStringLiteral("inf"),
                QStringLiteral("-inf"), QStringLiteral("infinity"), QStringLiteral("-infinity") };
            if (nonFinite.contains(lowered)) {
                report(DiagnosticCode::NotFinite, key, expected, describe(*value));
                return std::nullopt;
            }
        }
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    const double x = value->toDouble();
    if (!std::isfinite(x)) {
        report(DiagnosticCode::NotFinite, key, expected, describe(*value));
        return std::nullopt;
    }
    if (sign == Sign::Positive && x <= 0.0) {
        report(DiagnosticCode::NotPositive, key, expected, describe(*value));
        return std::nullopt;
    }
    if (sign == Sign::NonNegative && x < 0.0) {
        report(DiagnosticCode::Negative, key, expected, describe(*value));
        return std::nullopt;
    }
    return x;
}

std::optional<qint64> JsonObjectReader::integer(
    const QString& key, qint64 minimum, qint64 maximum, Presence presence)
{
    const Phrase expected(QT_TRANSLATE_NOOP("Diagnostic", "integer in [%1, %2]"), minimum, maximum);
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isDouble()) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    const double x = value->toDouble();
    if (!std::isfinite(x)) {
        report(DiagnosticCode::NotFinite, key, expected, describe(*value));
        return std::nullopt;
    }
    if (x != std::floor(x)) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    // Compare as doubles first: casting an out-of-range double to qint64 is undefined behaviour.
    if (x < static_cast<double>(minimum) || x > static_cast<double>(maximum)) {
        DiagnosticCode code = DiagnosticCode::OutOfRange;
        if (minimum == 1 && x <= 0)
            code = DiagnosticCode::NotPositive;
        else if (minimum == 0 && x < 0)
            code = DiagnosticCode::Negative;
        report(code, key, expected, describe(*value));
        return std::nullopt;
    }
    return static_cast<qint64>(x);
}

std::optional<bool> JsonObjectReader::boolean(const QString& key, Presence presence)
{
    const Phrase expected = QT_TRANSLATE_NOOP("Diagnostic", "true or false");
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isBool()) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    return value->toBool();
}

std::optional<QJsonObject> JsonObjectReader::object(const QString& key, Presence presence)
{
    const Phrase expected = QT_TRANSLATE_NOOP("Diagnostic", "object");
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isObject()) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    return value->toObject();
}

std::optional<QJsonArray> JsonObjectReader::array(
    const QString& key, Presence presence, qsizetype maxEntries)
{
    const Phrase expected = QT_TRANSLATE_NOOP("Diagnostic", "array");
    const auto value = fetch(key, presence, expected);
    if (!value)
        return std::nullopt;
    if (!value->isArray()) {
        report(DiagnosticCode::WrongType, key, expected, describe(*value));
        return std::nullopt;
    }
    QJsonArray array = value->toArray();
    if (maxEntries >= 0 && array.size() > maxEntries) {
        report(DiagnosticCode::OutOfRange, key,
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "array of at most %1 entries"), maxEntries),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "array of %1 entries"), array.size()));
        return std::nullopt;
    }
    return array;
}

void JsonObjectReader::warnAboutUnknownKeys(const QStringList& known)
{
    qsizetype unknown = 0;
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        if (known.contains(it.key()))
            continue;
        // A file of a million unknown keys must not become a million warnings.
        if (++unknown <= kMaxUnknownKeyWarnings)
            report(DiagnosticCode::UnknownField, shortened(it.key()),
                QT_TRANSLATE_NOOP("Diagnostic", "a known field"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "unknown key \"%1\""), shortened(it.key())),
                Severity::Warning);
    }
    if (unknown > kMaxUnknownKeyWarnings)
        report(DiagnosticCode::UnknownField, QString(),
            QT_TRANSLATE_NOOP("Diagnostic", "known fields"),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 more unknown keys"),
                unknown - kMaxUnknownKeyWarnings),
            Severity::Warning);
}

std::optional<int> JsonObjectReader::formatHeader(const QString& format, int currentVersion)
{
    if (!oneOf(QStringLiteral("format"), { format }))
        return std::nullopt;
    const auto version = integer(QStringLiteral("version"), 1, std::numeric_limits<int>::max());
    if (!version)
        return std::nullopt;
    if (*version > currentVersion) {
        report(DiagnosticCode::UnsupportedVersion, QStringLiteral("version"),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1"), currentVersion),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *version));
        return std::nullopt;
    }
    return int(*version);
}

} // namespace ts::io
