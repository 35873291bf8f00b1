// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

namespace ts {

class AccuracyPanel;

/// Help › Accuracy: the engine's accuracy against the published measurements it ships with (the
/// table of `tensorscope validate` and a predicted-vs-measured plot per category), which the
/// uncertainty bands of the comparison come from.
class AccuracyDialog : public QDialog
{
    Q_OBJECT

public:
    /// Shows the shipped validation report (AccuracyModel::shipped(): run once per program,
    /// already run by the first comparison).
    explicit AccuracyDialog(QWidget* parent = nullptr);

    AccuracyPanel* panel() const { return m_panel; }

protected:
    void changeEvent(QEvent* event) override;

private:
    AccuracyPanel* m_panel = nullptr;
};

} // namespace ts
