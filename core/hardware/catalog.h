// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"
#include "io/diagnostic.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace ts {

/// The set of devices a user can pick from: the catalog shipped in the binary
/// (":/catalog/devices.json") plus user catalogs, loaded in layers. Files are applied in order;
/// a device whose `id` already exists replaces it (keeping its position in the list), a new id
/// is appended. A device may name a `base` (an id defined earlier, or in the same file) and give
/// only the fields it changes: its JSON is merged over the base's JSON (objects merge key by
/// key, any other value replaces, `null` removes the field), then validated as a whole.
/// `base` equal to the device's own id means "the previous definition of this id". A chain of
/// `base` links may be at most kMaxBaseDepth long; a longer one is an `out-of-range` error on the
/// entry past the limit (and on every entry built on it).
///
/// Problems never abort loading: each is recorded as a Diagnostic (file, JSON path, expected,
/// found) and only the broken device (or, for an unreadable or too-new file, the file) is
/// skipped. A value type: copy freely.
class Catalog
{
public:
    /// The most `base` links between a device and the complete device its chain ends at. Real
    /// what-if chains are a handful of links; the limit keeps a hostile file from making every
    /// start slow (resolution is linear, but each link is a full device to validate).
    static constexpr int kMaxBaseDepth = 100;
    /// The most problems listed for one catalog file; the rest are counted in one
    /// `more-problems` diagnostic (io::capDiagnostics).
    static constexpr int kMaxDiagnosticsPerFile = 100;

    /// Where the shipped catalog lives in the resources of tensorscope_core.
    static QString shippedCatalogPath();
    /// The default user catalog folder: AppDataLocation + "/catalogs".
    static QString defaultUserFolder();

    /// Loads the shipped catalog, then every *.json in `userFolder` (sorted by file name; a
    /// missing folder is not an error; an empty string skips the folder), then `extraFiles` in
    /// the given order.
    static Catalog load(const QString& userFolder, const QStringList& extraFiles = {});
    /// Loads exactly `files`, in order (no shipped catalog unless it is listed).
    static Catalog loadFiles(const QStringList& files);

    /// Applies one more catalog document on top of this one; `fileLabel` names it in diagnostics.
    void addDocument(const QJsonDocument& document, const QString& fileLabel);
    /// Reads and applies one more catalog file.
    void addFile(const QString& path);

    const QList<Device>& devices() const { return m_devices; }
    /// The device with this id, if loaded.
    std::optional<Device> device(const QString& id) const;
    /// Devices of one kind, in catalog order.
    QList<Device> devices(DeviceKind kind) const;
    /// Every problem found while loading, in the order found.
    const io::Diagnostics& diagnostics() const { return m_diagnostics; }
    /// The files applied, in order (including ones that failed to load).
    const QStringList& files() const { return m_files; }

    /// Merges `overlay` into `base` for the `base` mechanism: nested objects merge recursively,
    /// `null` removes a key, anything else replaces.
    static QJsonObject merged(const QJsonObject& base, const QJsonObject& overlay);

private:
    QList<Device> m_devices;
    /// The resolved (merged) JSON of every loaded device, by id: what a later `base` builds on.
    QHash<QString, QJsonObject> m_resolvedJson;
    /// The `base` chain length of every loaded device derived from another, by id.
    QHash<QString, int> m_baseDepth;
    /// The position of every device in m_devices, by id.
    QHash<QString, qsizetype> m_indexById;
    io::Diagnostics m_diagnostics;
    QStringList m_files;
};

} // namespace ts
