// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "jsonobjectreader.h"

#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace ts::io {

/// Text a user reads, written by the author of a file in one or more languages: tour and scene
/// titles and captions (docs/presentation.md). English is the text every reader falls back to;
/// the translations are keyed by the locale names of the user interface's languages ("de",
/// "zh_CN"). A value type; an empty translation is no translation.
class LocalizedText
{
public:
    LocalizedText() = default;
    /// English (or the only) text.
    explicit LocalizedText(QString english);

    /// The language keys a file may use: "en" and the languages the user interface ships
    /// ("de", "es", "fr", "zh_CN"; tests/app/tst_language checks the two lists agree).
    static const QStringList& languages();

    /// The text for the locale named `localeName` ("de", "de_AT", "zh_CN", "zh-CN"): that
    /// language's translation, else that of the language without its territory ("de" for
    /// "de_AT"), else English.
    QString text(const QString& localeName) const;
    /// The text in the language of the user interface: the default QLocale, which
    /// installTranslations() sets together with the translators.
    QString text() const;
    const QString& english() const { return m_english; }
    /// Sets one language's text; "en" sets the English text, an empty text removes a
    /// translation.
    void setText(const QString& language, const QString& text);
    /// The translations present, by language ("en" not included).
    const QMap<QString, QString>& translations() const { return m_translations; }
    /// No text in any language.
    bool isEmpty() const { return m_english.isEmpty() && m_translations.isEmpty(); }

    /// A plain string when there is only English, else an object {"en": ..., "de": ...}: a file
    /// without translations stays readable by versions that know only the plain form.
    QJsonValue toJson() const;

    /// Reads field `key` of the reader's object: a string (the English text) or an object of
    /// strings keyed by language, "en" required. Each language's text is at most `maxLength`
    /// UTF-16 code units (OutOfRange), so the whole value is at most languages().size() ×
    /// `maxLength`; a key that is no language is an UnknownField warning and its value is never
    /// read (the first kMaxUnknownKeyWarnings, then a count); a value that is no string is
    /// WrongType. Diagnostics inside the object go to `diagnostics` located under the field
    /// ("$.scenes[2].caption.de"). Returns nothing after any error.
    static std::optional<LocalizedText> read(JsonObjectReader& reader, const QString& key,
        Presence presence, qsizetype maxLength, Diagnostics* diagnostics);

    friend bool operator==(const LocalizedText&, const LocalizedText&) = default;

private:
    QString m_english;
    QMap<QString, QString> m_translations;
};

} // namespace ts::io
