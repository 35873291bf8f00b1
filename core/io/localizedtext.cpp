// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "localizedtext.h"

#include "inputlimits.h"

#include <QJsonObject>
#include <QLocale>
#include <utility>

namespace ts::io {

namespace {

const QString kEnglish = QStringLiteral("en");

} // namespace

LocalizedText::LocalizedText(QString english)
    : m_english(std::move(english))
{ }

const QStringList& LocalizedText::languages()
{
    static const QStringList names { kEnglish, QStringLiteral("de"), QStringLiteral("es"),
        QStringLiteral("fr"), QStringLiteral("zh_CN") };
    return names;
}

QString LocalizedText::text(const QString& localeName) const
{
    if (m_translations.isEmpty())
        return m_english;
    QString name = localeName;
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    auto it = m_translations.constFind(name);
    if (it == m_translations.constEnd())
        it = m_translations.constFind(name.section(QLatin1Char('_'), 0, 0));
    return it == m_translations.constEnd() ? m_english : it.value();
}

QString LocalizedText::text() const
{
    return text(QLocale().name());
}

void LocalizedText::setText(const QString& language, const QString& text)
{
    if (language == kEnglish)
        m_english = text;
    else if (text.isEmpty())
        m_translations.remove(language);
    else
        m_translations.insert(language, text);
}

QJsonValue LocalizedText::toJson() const
{
    if (m_translations.isEmpty())
        return m_english;
    QJsonObject object { { kEnglish, m_english } };
    for (auto it = m_translations.constBegin(); it != m_translations.constEnd(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

std::optional<LocalizedText> LocalizedText::read(JsonObjectReader& reader, const QString& key,
    Presence presence, qsizetype maxLength, Diagnostics* diagnostics)
{
    const auto it = reader.object().constFind(key);
    const bool present = it != reader.object().constEnd();
    if (present && !it.value().isString() && !it.value().isObject()) {
        reader.report(DiagnosticCode::WrongType, key,
            Phrase(QT_TRANSLATE_NOOP(
                       "Diagnostic", "string, or object of strings keyed by language (%1)"),
                languages().join(QStringLiteral(", "))),
            JsonObjectReader::describe(it.value()));
        return std::nullopt;
    }
    if (!present || it.value().isString()) {
        // The plain form; a missing field is the reader's to report.
        const auto english = reader.string(key, presence, maxLength);
        if (!english)
            return std::nullopt;
        return LocalizedText(*english);
    }
    JsonObjectReader object(it.value().toObject(), reader.pathOf(key), reader.file(), diagnostics);
    qsizetype unknown = 0;
    for (auto entry = object.object().constBegin(); entry != object.object().constEnd(); ++entry) {
        if (languages().contains(entry.key()))
            continue;
        // A million unknown keys must not become a million warnings, nor be looked at.
        if (++unknown <= kMaxUnknownKeyWarnings)
            object.report(DiagnosticCode::UnknownField, JsonObjectReader::shortened(entry.key()),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a language: %1"),
                    languages().join(QStringLiteral(", "))),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "unknown key \"%1\""),
                    JsonObjectReader::shortened(entry.key())),
                Severity::Warning);
    }
    if (unknown > kMaxUnknownKeyWarnings)
        object.report(DiagnosticCode::UnknownField, QString(),
            QT_TRANSLATE_NOOP("Diagnostic", "languages"),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 more unknown keys"),
                unknown - kMaxUnknownKeyWarnings),
            Severity::Warning);
    LocalizedText result;
    for (const QString& language : languages()) {
        const auto text = object.string(
            language, language == kEnglish ? Presence::Required : Presence::Optional, maxLength);
        if (text)
            result.setText(language, *text);
    }
    if (!object.ok())
        return std::nullopt;
    return result;
}

} // namespace ts::io
