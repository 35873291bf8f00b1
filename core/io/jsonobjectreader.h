// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace ts::io {

/// Whether a field must be present. Optional fields that are absent produce no diagnostic.
enum class Presence { Required, Optional };

/// The sign a number must have. Every number read through JsonObjectReader must also be finite.
enum class Sign { Any, Positive, NonNegative };

/// Reads the fields of one JSON object and records a Diagnostic, with the file and the full JSON
/// path, for each field that is missing, of the wrong type or out of range. Each getter returns
/// the value when it is valid and std::nullopt otherwise, so a loader can keep the valid parts of
/// a file and skip only the items that are broken.
class JsonObjectReader
{
public:
    JsonObjectReader(QJsonObject object, QString jsonPath, QString file, Diagnostics* diagnostics);

    const QJsonObject& object() const { return m_object; }
    const QString& jsonPath() const { return m_jsonPath; }
    const QString& file() const { return m_file; }
    bool has(const QString& key) const { return m_object.contains(key); }
    /// Where this reader records its diagnostics (for a reader of a nested object).
    Diagnostics* diagnostics() const { return m_diagnostics; }

    /// The JSON path of a field of this object, e.g. "$.devices[2]" + "memory".
    QString pathOf(const QString& key) const;

    /// A string of at most `maxLength` UTF-16 code units (-1: any length); a longer one is
    /// OutOfRange ("at most N characters").
    std::optional<QString> string(
        const QString& key, Presence presence = Presence::Required, qsizetype maxLength = -1);
    /// A string that must be one of `allowed` (reported as UnknownValue otherwise).
    /// The versioned-file header every Tensorscope file starts with: "format" must be `format`
    /// and "version" an integer from 1 to `currentVersion` (a newer one is UnsupportedVersion).
    /// Returns the version, or nothing after reporting the problem.
    std::optional<int> formatHeader(const QString& format, int currentVersion);
    std::optional<QString> oneOf(
        const QString& key, const QStringList& allowed, Presence presence = Presence::Required);
    std::optional<double> number(
        const QString& key, Sign sign = Sign::Any, Presence presence = Presence::Required);
    /// An integer within [minimum, maximum]; fractional values are WrongType.
    std::optional<qint64> integer(
        const QString& key, qint64 minimum, qint64 maximum, Presence presence = Presence::Required);
    std::optional<bool> boolean(const QString& key, Presence presence = Presence::Required);
    std::optional<QJsonObject> object(const QString& key, Presence presence = Presence::Required);
    /// An array of at most `maxEntries` entries (-1: any number); a longer one is OutOfRange
    /// ("at most N entries"), reported before any entry is looked at.
    std::optional<QJsonArray> array(
        const QString& key, Presence presence = Presence::Required, qsizetype maxEntries = -1);

    /// Records an UnknownField warning for each key not in `known` (catches typos in user files):
    /// the first kMaxUnknownKeyWarnings (inputlimits.h), then one warning with the count of the
    /// rest.
    void warnAboutUnknownKeys(const QStringList& known);

    /// Appends a diagnostic located at `key` of this object.
    void report(DiagnosticCode code, const QString& key, const Phrase& expected,
        const Phrase& found, Severity severity = Severity::Error);

    /// False once any error has been reported through this reader.
    bool ok() const { return m_ok; }

    /// A short description of a JSON value for the "found" part of a diagnostic, e.g.
    /// `string "fast"`, `number -5`, `null`; long strings are cut to 40 characters.
    static Phrase describe(const QJsonValue& value);

    /// `text` cut to 40 characters ("..." marks the cut), for keys and values in diagnostics.
    static QString shortened(const QString& text);

private:
    std::optional<QJsonValue> fetch(const QString& key, Presence presence, const Phrase& expected);

    QJsonObject m_object;
    QString m_jsonPath;
    QString m_file;
    Diagnostics* m_diagnostics;
    bool m_ok = true;
};

} // namespace ts::io
