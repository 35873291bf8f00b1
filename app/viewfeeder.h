// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/gemmshape.h"

#include <QObject>
#include <QString>

namespace ts {

class OperatorPanel;
class SideBySideView;
class SimtView;
class SystolicView;
class WorkspaceController;

/// Feeds the animated views the operator the user selects: the systolic view shows it on the
/// whole systolic chip the engine timed it on (or its GEMM scaled down on the view's own array),
/// the SIMT view on the whole GPU (or the warps of its GEMM scaled down), and the side-by-side
/// view whole chip against whole chip when both are ticked. The devices come from
/// OperatorEstimates: the operator table's device first.
class ViewFeeder : public QObject
{
    Q_OBJECT

public:
    /// The SIMT simulator steps every warp: a few thousand a side keeps a selection quick.
    static constexpr int kSimtMaxSide = 2048;

    ViewFeeder(const WorkspaceController* controller, const OperatorPanel* operators,
        SystolicView* systolic, SimtView* simt, SideBySideView* sideBySide, QObject* parent);

    /// Shows operator `name`, whose GEMM is `shape`, in the three views. Returns the notes
    /// saying how each view shows it: `note` (the controller's, for the GEMM scaled down on the
    /// systolic view's own array) or the systolic chip's note, then the SIMT view's.
    QString showOperator(const QString& name, const GemmShape& shape, const QString& note);

    /// The devices the two views last showed an operator on (catalog ids; empty: none).
    QString systolicDeviceId() const { return m_fedSystolicId; }
    QString gpuDeviceId() const { return m_fedGpuId; }

signals:
    /// The systolic view shows the operator at full size on a ticked chip; `note` says which.
    void shownOnSystolicChip(const QString& note);

private:
    /// Shows operator `opName` on the whole systolic chip the engine timed it on: the operator
    /// table's device when it is one, else the first ticked systolic chip. Returns the note
    /// saying so, or nothing when no systolic chip is ticked.
    QString feedSystolicView(const QString& opName);
    /// Shows operator `opName`'s GEMM (scaled down to kSimtMaxSide a side) in the SIMT view, on
    /// the operator table's device when the view offers it; returns the scaling note.
    QString feedSimtView(const QString& opName);

    const WorkspaceController* m_controller;
    const OperatorPanel* m_operators;
    SystolicView* m_systolic;
    SimtView* m_simt;
    SideBySideView* m_sideBySide;
    QString m_fedSystolicId;
    QString m_fedGpuId;
};

} // namespace ts
