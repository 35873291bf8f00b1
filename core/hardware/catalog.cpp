// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "catalog.h"

#include "hardware/devicejson.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <functional>
#include <limits>

namespace ts {

using io::DiagnosticCode;
using io::JsonObjectReader;
using io::Presence;

namespace {

// One device entry of a file, before `base` resolution.
struct Entry
{
    QString id;
    QString base; // empty when the entry is complete
    QJsonObject object;
    QString path; // "$.devices[i]"
};

// Resolves the `base` chains of one file's entries against the devices loaded before it, and
// hands each merged entry to `validate`; an entry that fails validation cannot serve as a base.
class BaseResolver
{
public:
    using Validator = std::function<bool(qsizetype index, const QJsonObject& merged)>;

    BaseResolver(const QList<Entry>& entries, const QHash<QString, QJsonObject>& previous,
        const QString& file, io::Diagnostics& diagnostics, Validator validate)
        : m_entries(entries)
        , m_previous(previous)
        , m_file(file)
        , m_diagnostics(diagnostics)
        , m_validate(std::move(validate))
    {
        for (qsizetype i = 0; i < m_entries.size(); ++i)
            m_indexById.insert(m_entries.at(i).id, i);
        m_state.fill(State::Pending, m_entries.size());
        m_results.resize(m_entries.size());
    }

    // The merged JSON of entry `index`, or nothing when its chain is broken (already reported).
    std::optional<QJsonObject> resolve(qsizetype index)
    {
        switch (m_state.at(index)) {
        case State::Done:
            return m_results.at(index);
        case State::Failed:
            return std::nullopt;
        case State::Visiting:
            reportCycle(index);
            return std::nullopt;
        case State::Pending:
            break;
        }
        const Entry& entry = m_entries.at(index);
        if (entry.base.isEmpty())
            return finish(index, entry.object);
        std::optional<QJsonObject> parent;
        m_state[index] = State::Visiting;
        m_stack.append(index);
        const auto local = m_indexById.constFind(entry.base);
        if (entry.base != entry.id && local != m_indexById.constEnd()) {
            parent = resolve(local.value());
            if (!parent && m_state.at(index) != State::Failed)
                report(index, DiagnosticCode::UnknownReference,
                    QStringLiteral("a base device that loads"),
                    QStringLiteral("\"%1\", which failed to load").arg(entry.base));
        } else if (const auto earlier = m_previous.constFind(entry.base);
                   earlier != m_previous.constEnd()) {
            parent = earlier.value();
        } else {
            report(index, DiagnosticCode::UnknownReference,
                QStringLiteral("the id of a device loaded earlier or in this file"),
                QStringLiteral("string \"%1\"").arg(entry.base));
        }
        m_stack.removeLast();
        if (!parent || m_state.at(index) == State::Failed) {
            m_state[index] = State::Failed;
            return std::nullopt;
        }
        return finish(index, Catalog::merged(*parent, entry.object));
    }

private:
    enum class State { Pending, Visiting, Done, Failed };

    std::optional<QJsonObject> finish(qsizetype index, const QJsonObject& object)
    {
        if (!m_validate(index, object)) {
            m_state[index] = State::Failed;
            return std::nullopt;
        }
        m_state[index] = State::Done;
        m_results[index] = object;
        return object;
    }

    void report(qsizetype index, DiagnosticCode code, const QString& expected, const QString& found)
    {
        io::Diagnostic d;
        d.code = code;
        d.file = m_file;
        d.jsonPath = m_entries.at(index).path + QStringLiteral(".base");
        d.expected = expected;
        d.found = found;
        m_diagnostics.append(d);
    }

    // `index` is on the stack: every entry from it to the top forms the cycle.
    void reportCycle(qsizetype index)
    {
        const qsizetype start = m_stack.indexOf(index);
        QStringList ids;
        for (qsizetype i = start; i < m_stack.size(); ++i)
            ids.append(m_entries.at(m_stack.at(i)).id);
        ids.append(m_entries.at(index).id);
        const QString chain = ids.join(QStringLiteral(" -> "));
        for (qsizetype i = start; i < m_stack.size(); ++i) {
            report(m_stack.at(i), DiagnosticCode::ReferenceCycle,
                QStringLiteral("a base chain that ends at a complete device"),
                QStringLiteral("cycle ") + chain);
            m_state[m_stack.at(i)] = State::Failed;
        }
    }

    const QList<Entry>& m_entries;
    const QHash<QString, QJsonObject>& m_previous;
    QString m_file;
    io::Diagnostics& m_diagnostics;
    Validator m_validate;
    QHash<QString, qsizetype> m_indexById;
    QList<State> m_state;
    QList<QJsonObject> m_results;
    QList<qsizetype> m_stack;
};

} // namespace

QString Catalog::shippedCatalogPath()
{
    return QStringLiteral(":/catalog/devices.json");
}

QString Catalog::defaultUserFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/catalogs");
}

Catalog Catalog::load(const QString& userFolder, const QStringList& extraFiles)
{
    QStringList files { shippedCatalogPath() };
    if (!userFolder.isEmpty()) {
        const QDir folder(userFolder);
        const QStringList names = folder.entryList(
            { QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Name);
        for (const QString& name : names)
            files.append(folder.filePath(name));
    }
    files.append(extraFiles);
    return loadFiles(files);
}

Catalog Catalog::loadFiles(const QStringList& files)
{
    Catalog catalog;
    for (const QString& file : files)
        catalog.addFile(file);
    return catalog;
}

void Catalog::addFile(const QString& path)
{
    io::Diagnostics diagnostics;
    const auto document = io::readJsonFile(path, diagnostics);
    m_diagnostics.append(diagnostics);
    if (document)
        addDocument(*document, path);
    else
        m_files.append(path);
}

QJsonObject Catalog::merged(const QJsonObject& base, const QJsonObject& overlay)
{
    QJsonObject result = base;
    for (auto it = overlay.constBegin(); it != overlay.constEnd(); ++it) {
        if (it.value().isNull()) {
            result.remove(it.key());
        } else if (it.value().isObject() && result.value(it.key()).isObject()) {
            result.insert(
                it.key(), merged(result.value(it.key()).toObject(), it.value().toObject()));
        } else {
            result.insert(it.key(), it.value());
        }
    }
    return result;
}

void Catalog::addDocument(const QJsonDocument& document, const QString& fileLabel)
{
    m_files.append(fileLabel);
    if (!document.isObject()) {
        io::Diagnostic d;
        d.code = DiagnosticCode::WrongType;
        d.file = fileLabel;
        d.jsonPath = QStringLiteral("$");
        d.expected = QStringLiteral("object with schema_version and devices");
        d.found = document.isArray() ? QStringLiteral("array") : QStringLiteral("nothing");
        m_diagnostics.append(d);
        return;
    }
    JsonObjectReader top(document.object(), QStringLiteral("$"), fileLabel, &m_diagnostics);
    top.warnAboutUnknownKeys({ QStringLiteral("schema_version"), QStringLiteral("devices"),
        QStringLiteral("description") });
    const auto version
        = top.integer(QStringLiteral("schema_version"), 1, std::numeric_limits<int>::max());
    if (version && *version > DeviceJson::kSchemaVersion) {
        // A newer format may change the meaning of fields we think we know: load nothing.
        top.report(DiagnosticCode::UnsupportedVersion, QStringLiteral("schema_version"),
            QStringLiteral("schema_version <= %1").arg(DeviceJson::kSchemaVersion),
            QStringLiteral("number %1").arg(*version));
        return;
    }
    const auto list = top.array(QStringLiteral("devices"));
    if (!version || !list)
        return;

    // Pass 1: every entry's id and base; drop entries without a usable id and duplicates.
    QList<Entry> entries;
    QHash<QString, QString> firstPathById;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString path = QStringLiteral("$.devices[%1]").arg(i);
        if (!list->at(i).isObject()) {
            top.report(DiagnosticCode::WrongType, QString(), QStringLiteral("object"),
                JsonObjectReader::describe(list->at(i)));
            m_diagnostics.last().jsonPath = path;
            continue;
        }
        JsonObjectReader reader(list->at(i).toObject(), path, fileLabel, &m_diagnostics);
        const auto id = reader.string(QStringLiteral("id"));
        const auto base = reader.string(QStringLiteral("base"), Presence::Optional);
        if (!id || !reader.ok())
            continue;
        if (id->trimmed().isEmpty()) {
            reader.report(DiagnosticCode::OutOfRange, QStringLiteral("id"),
                QStringLiteral("a non-empty id"), QStringLiteral("string \"\""));
            continue;
        }
        if (const auto first = firstPathById.constFind(*id); first != firstPathById.constEnd()) {
            reader.report(DiagnosticCode::DuplicateId, QStringLiteral("id"),
                QStringLiteral("an id not already used at %1").arg(first.value()),
                QStringLiteral("string \"%1\"").arg(*id));
            continue;
        }
        firstPathById.insert(*id, path);
        entries.append({ *id, base.value_or(QString()), list->at(i).toObject(), path });
    }

    // Pass 2: resolve bases against what was loaded before this file, then validate.
    // Devices are committed in file order once all are validated, so a later `base` in the same
    // file cannot see a device that an earlier entry of this file replaced.
    const QHash<QString, QJsonObject> previous = m_resolvedJson;
    QList<std::optional<Device>> loaded(entries.size());
    QList<QJsonObject> mergedJson(entries.size());
    BaseResolver resolver(entries, previous, fileLabel, m_diagnostics,
        [&](qsizetype index, const QJsonObject& object) {
            loaded[index]
                = DeviceJson::read(object, entries.at(index).path, fileLabel, m_diagnostics);
            mergedJson[index] = object;
            return loaded.at(index).has_value();
        });
    for (qsizetype i = 0; i < entries.size(); ++i)
        resolver.resolve(i);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (!loaded.at(i))
            continue;
        Device device = std::move(*loaded[i]);
        m_resolvedJson.insert(device.id, mergedJson.at(i));
        const auto existing = std::find_if(
            m_devices.begin(), m_devices.end(), [&](const Device& d) { return d.id == device.id; });
        if (existing != m_devices.end())
            *existing = std::move(device);
        else
            m_devices.append(std::move(device));
    }
}

std::optional<Device> Catalog::device(const QString& id) const
{
    for (const Device& d : m_devices) {
        if (d.id == id)
            return d;
    }
    return std::nullopt;
}

QList<Device> Catalog::devices(DeviceKind kind) const
{
    QList<Device> result;
    for (const Device& d : m_devices) {
        if (d.kind == kind)
            result.append(d);
    }
    return result;
}

} // namespace ts
