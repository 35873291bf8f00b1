// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace ts {

/// Options of the interactive app meant for tests and developers (docs/reliability.md), not for
/// everyday use: they shorten the autosave interval, answer the recovery offer, apply scripted
/// edits and quit on a timer, so that an automated test can crash and restart the real program.
struct DeveloperOptions
{
    /// How a start answers the offer to recover an autosaved workspace.
    enum class RecoveryAnswer { Ask, Recover, Discard };

    /// 0: the default interval (WorkspaceAutosave::kDefaultIntervalMs).
    int autosaveIntervalMs = 0;
    RecoveryAnswer recoveryAnswer = RecoveryAnswer::Ask;
    /// 0: none; otherwise one scripted edit every this many milliseconds.
    int scriptedEditIntervalMs = 0;
    /// 0: run until closed; otherwise close the window normally after this many milliseconds.
    int quitAfterMs = 0;

    /// Parses the arguments left after QApplication took its own (-style, -platform, ...):
    /// `--autosave-interval-ms MS`, `--recover ask|yes|no`, `--scripted-edits MS`,
    /// `--quit-after-ms MS`, each also as `--name=value`. On a problem returns nothing and
    /// says which option and why in `error`.
    static std::optional<DeveloperOptions> parse(const QStringList& arguments, QString* error);
};

} // namespace ts
