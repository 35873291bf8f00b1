// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "developeroptions.h"

#include <QObject>
#include <QTimer>

namespace ts {

class MainWindow;

/// Applies the developer options (docs/reliability.md) to the interactive window: sets the
/// autosave interval, applies a scripted edit on a timer, closes the window normally after a
/// while, and reports each step as one line on standard output, flushed at once, so that a test
/// that kills the process knows what the program had done:
///
///     edit 7 global_batch 107      the 7th scripted edit set the global batch to 107
///     autosaved 7                  the recovery file now holds the edits up to the 7th
///     autosave failed: REASON      writing the recovery file failed
///     recovery recovered|declined  the start found an autosave and took it or not
class DeveloperHarness : public QObject
{
    Q_OBJECT

public:
    /// Scripted edit k sets the global (and micro) batch to kFirstScriptedBatch + k.
    static constexpr qint64 kFirstScriptedBatch = 100;

    DeveloperHarness(MainWindow* window, const DeveloperOptions& options);

    int scriptedEdits() const { return m_edits; }

private:
    void applyScriptedEdit();
    static void report(const QString& line);

    MainWindow* m_window;
    QTimer m_editClock;
    int m_edits = 0;
};

} // namespace ts
