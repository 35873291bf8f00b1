// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"
#include "io/diagnostic.h"

#include <QJsonObject>
#include <optional>

namespace ts {

/// Converts between one catalog device entry (JSON, schema version 1, documented in
/// docs/catalog.md) and ts::Device. JSON figures carry their unit in the key (`peak_tflops`,
/// `bandwidth_gb_per_s`, `tdp_w`); Device holds SI units. GB = 1e9 bytes, GiB and MiB = 2^30 and
/// 2^20 bytes. The same keys are used by `tensorscope devices --json`.
class DeviceJson
{
public:
    /// The schema version this program reads and writes.
    static constexpr int kSchemaVersion = 1;
    /// The longest device id accepted.
    static constexpr int kMaxIdLength = 128;

    /// Whether `id` is a valid device id: 1 to kMaxIdLength ASCII letters, digits, '.', '_',
    /// '+' or '-'. Ids are typed on command lines and printed in tables, so they may not carry
    /// spaces or control characters (issue 18: an id with ESC retitled the terminal).
    static bool isValidId(const QString& id);
    /// The `expected` text of a diagnostic about an invalid id.
    static io::Phrase validIdDescription();

    /// Reads a complete device (after any `base` has been merged in). Appends one diagnostic per
    /// problem, located at `jsonPath` + the field in `file`; returns nothing if any is an error.
    /// Unknown keys are warnings (a likely typo), not errors.
    static std::optional<Device> read(const QJsonObject& object, const QString& jsonPath,
        const QString& file, io::Diagnostics& diagnostics);

    /// Writes every field of `device` under the keys read() understands; read(write(d)) == d
    /// except for `sourceFile`, which is not part of the entry.
    static QJsonObject write(const Device& device);

    /// The keys a device entry may have (for unknown-key warnings and documentation).
    static QStringList knownKeys();
};

} // namespace ts
