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
using io::Phrase;
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
// Iterative and linear in the number of entries: chains come from files, and a recursive walk
// overflowed the stack at 50,000 links (issue 18).
class BaseResolver
{
public:
    using Validator = std::function<bool(qsizetype index, const QJsonObject& merged)>;

    BaseResolver(const QList<Entry>& entries, const QHash<QString, QJsonObject>& previous,
        const QHash<QString, int>& previousDepth, const QString& file, io::Diagnostics& diagnostics,
        Validator validate)
        : m_entries(entries)
        , m_previous(previous)
        , m_previousDepth(previousDepth)
        , m_file(file)
        , m_diagnostics(diagnostics)
        , m_validate(std::move(validate))
    {
        for (qsizetype i = 0; i < m_entries.size(); ++i)
            m_indexById.insert(m_entries.at(i).id, i);
        m_state.fill(State::Pending, m_entries.size());
        m_depth.fill(0, m_entries.size());
        m_results.resize(m_entries.size());
    }

    // Resolves entry `start` and every entry its chain passes through.
    void resolve(qsizetype start)
    {
        // Walk down the chain until something already known: a complete entry, a device of an
        // earlier file, a resolved or failed entry, a missing base or a cycle.
        m_stack.clear();
        std::optional<QJsonObject> root;
        int rootDepth = 0;
        bool brokenBelow = false;
        qsizetype index = start;
        for (;;) {
            const State state = m_state.at(index);
            if (state == State::Done) {
                if (m_stack.isEmpty())
                    return;
                root = m_results.at(index);
                rootDepth = m_depth.at(index);
                break;
            }
            if (state == State::Failed) {
                brokenBelow = true;
                break;
            }
            if (state == State::Visiting) {
                reportCycle(index);
                brokenBelow = true;
                break;
            }
            const Entry& entry = m_entries.at(index);
            m_state[index] = State::Visiting;
            m_stack.append(index);
            if (entry.base.isEmpty())
                break; // complete: merged over nothing
            const auto local = m_indexById.constFind(entry.base);
            if (entry.base != entry.id && local != m_indexById.constEnd()) {
                index = local.value();
                continue;
            }
            if (const auto earlier = m_previous.constFind(entry.base);
                earlier != m_previous.constEnd()) {
                root = earlier.value();
                rootDepth = m_previousDepth.value(entry.base, 0);
            } else {
                report(index, DiagnosticCode::UnknownReference,
                    QT_TRANSLATE_NOOP(
                        "Diagnostic", "the id of a device loaded earlier or in this file"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), entry.base));
                m_state[index] = State::Failed;
            }
            break;
        }

        // Unwind from the deepest entry up to `start`, merging each over the one below it.
        int depth = rootDepth;
        for (qsizetype i = m_stack.size() - 1; i >= 0; --i) {
            const qsizetype at = m_stack.at(i);
            const Entry& entry = m_entries.at(at);
            if (m_state.at(at) == State::Failed) { // in a cycle or without a base: reported
                brokenBelow = true;
                continue;
            }
            if (brokenBelow) {
                report(at, DiagnosticCode::UnknownReference,
                    QT_TRANSLATE_NOOP("Diagnostic", "a base device that loads"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "\"%1\", which failed to load"),
                        entry.base));
                m_state[at] = State::Failed;
                continue;
            }
            if (!entry.base.isEmpty())
                ++depth;
            if (depth > Catalog::kMaxBaseDepth) {
                report(at, DiagnosticCode::OutOfRange,
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a base chain of at most %1 links"),
                        Catalog::kMaxBaseDepth),
                    Phrase(
                        QT_TRANSLATE_NOOP("Diagnostic", "%1 links from \"%2\""), depth, entry.id));
                m_state[at] = State::Failed;
                brokenBelow = true;
                continue;
            }
            const QJsonObject object = root ? Catalog::merged(*root, entry.object) : entry.object;
            if (!m_validate(at, object)) {
                m_state[at] = State::Failed;
                brokenBelow = true;
                continue;
            }
            m_state[at] = State::Done;
            m_depth[at] = depth;
            m_results[at] = object;
            root = object;
        }
    }

    // The number of `base` links from entry `index` down to a complete device.
    int depth(qsizetype index) const { return m_depth.at(index); }

private:
    enum class State { Pending, Visiting, Done, Failed };

    void report(
        qsizetype index, DiagnosticCode code, const io::Phrase& expected, const io::Phrase& found)
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
                QT_TRANSLATE_NOOP("Diagnostic", "a base chain that ends at a complete device"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "cycle %1"), chain));
            m_state[m_stack.at(i)] = State::Failed;
        }
    }

    const QList<Entry>& m_entries;
    const QHash<QString, QJsonObject>& m_previous;
    const QHash<QString, int>& m_previousDepth;
    QString m_file;
    io::Diagnostics& m_diagnostics;
    Validator m_validate;
    QHash<QString, qsizetype> m_indexById;
    QList<State> m_state;
    QList<int> m_depth;
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
    const qsizetype first = m_diagnostics.size();
    io::Diagnostics diagnostics;
    const auto document = io::readJsonFile(path, diagnostics);
    m_diagnostics.append(diagnostics);
    if (document)
        addDocument(*document, path);
    else
        m_files.append(path);
    // A 50,000-link base chain printed 49,900 lines: the first ones say what is wrong.
    io::capDiagnostics(m_diagnostics, first, kMaxDiagnosticsPerFile);
}

QJsonObject Catalog::merged(const QJsonObject& base, const QJsonObject& overlay)
{
    // Built afresh rather than as a modified copy of `base`: a QJsonObject keeps the bytes of
    // every string it replaced, so copying and overwriting along a chain of n links kept O(n²)
    // bytes (30,000 links: 14.7 GB, issue 18).
    QJsonObject result;
    for (auto it = base.constBegin(); it != base.constEnd(); ++it) {
        if (!overlay.contains(it.key()))
            result.insert(it.key(), it.value());
    }
    for (auto it = overlay.constBegin(); it != overlay.constEnd(); ++it) {
        if (it.value().isNull())
            continue;
        const QJsonValue below = base.value(it.key());
        if (it.value().isObject() && below.isObject())
            result.insert(it.key(), merged(below.toObject(), it.value().toObject()));
        else
            result.insert(it.key(), it.value());
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
        d.expected = QT_TRANSLATE_NOOP("Diagnostic", "object with schema_version and devices");
        d.found = document.isArray() ? QT_TRANSLATE_NOOP("Diagnostic", "array")
                                     : QT_TRANSLATE_NOOP("Diagnostic", "nothing");
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
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "schema_version <= %1"),
                DeviceJson::kSchemaVersion),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *version));
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
            top.report(DiagnosticCode::WrongType, QString(),
                QT_TRANSLATE_NOOP("Diagnostic", "object"), JsonObjectReader::describe(list->at(i)));
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
                QT_TRANSLATE_NOOP("Diagnostic", "a non-empty id"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), QString()));
            continue;
        }
        if (!DeviceJson::isValidId(*id)) {
            reader.report(DiagnosticCode::OutOfRange, QStringLiteral("id"),
                DeviceJson::validIdDescription(), JsonObjectReader::describe(QJsonValue(*id)));
            continue;
        }
        if (const auto first = firstPathById.constFind(*id); first != firstPathById.constEnd()) {
            reader.report(DiagnosticCode::DuplicateId, QStringLiteral("id"),
                Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "an id not already used at %1"), first.value()),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), *id));
            continue;
        }
        firstPathById.insert(*id, path);
        entries.append({ *id, base.value_or(QString()), list->at(i).toObject(), path });
    }

    // Pass 2: resolve bases against what was loaded before this file, then validate.
    // Devices are committed in file order once all are validated, so a later `base` in the same
    // file cannot see a device that an earlier entry of this file replaced.
    const QHash<QString, QJsonObject> previous = m_resolvedJson;
    const QHash<QString, int> previousDepth = m_baseDepth;
    QList<std::optional<Device>> loaded(entries.size());
    QList<QJsonObject> mergedJson(entries.size());
    BaseResolver resolver(entries, previous, previousDepth, fileLabel, m_diagnostics,
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
        if (resolver.depth(i) > 0)
            m_baseDepth.insert(device.id, resolver.depth(i));
        else
            m_baseDepth.remove(device.id);
        if (const auto existing = m_indexById.constFind(device.id);
            existing != m_indexById.constEnd()) {
            m_devices[existing.value()] = std::move(device);
        } else {
            m_indexById.insert(device.id, m_devices.size());
            m_devices.append(std::move(device));
        }
    }
}

std::optional<Device> Catalog::device(const QString& id) const
{
    if (const auto it = m_indexById.constFind(id); it != m_indexById.constEnd())
        return m_devices.at(it.value());
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
