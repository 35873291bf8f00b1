// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

/// Limits on what one workload, workspace (open, autosave, last workspace) or tour file may
/// hold (issue 18, item 4). Each is far above anything a real file needs and bounds the work and
/// memory a hostile file can cause. A loader checks them while reading, before it walks a list
/// or keeps a string, and reports the limit it hit as an `out-of-range` diagnostic naming the
/// file, the JSON path and the limit, so every loader stays linear in its input. The byte limit
/// of any JSON file is io::kMaxJsonFileBytes (jsonfile.h). docs/reliability.md lists them all.
namespace ts::io {

/// Ids: a workload's `id`, a preset id, device ids in workspaces and tours (the catalog's own
/// rule, Catalog::kMaxIdLength, is the same 128).
inline constexpr qsizetype kMaxIdLength = 128;
/// Names and titles: a workload's `name`, an operator's `name`, the selected operator, tour and
/// scene titles.
inline constexpr qsizetype kMaxNameLength = 256;
/// Free text: a workload's `description` and `source`.
inline constexpr qsizetype kMaxTextLength = 16 * 1024;
/// Operator lists: a custom workload's `ops`, an MLP's `widths`, a ResNet's `blocks`. Real
/// models need a few hundred entries (counts repeat an entry, they do not add one).
inline constexpr qsizetype kMaxOperators = 4096;
/// Devices ticked in a workspace or shown by a tour scene.
inline constexpr qsizetype kMaxDevices = 256;
/// Scenes in a tour.
inline constexpr qsizetype kMaxScenes = 256;
/// Charts a tour scene names.
inline constexpr qsizetype kMaxCharts = 64;
/// Unknown keys reported per object; the rest are summed up in one more warning.
inline constexpr qsizetype kMaxUnknownKeyWarnings = 20;

} // namespace ts::io
