// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "scaling/jobspec.h"

#include <QGroupBox>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace ts {

class ParameterEditor;
struct ParallelDimension;

/// The Job section of the workload editor (issue 20): how many chips (or the fewest that fit),
/// the parallel split (the engine's search, or dp/tp/pp/ep and the ZeRO stage set by hand) and
/// how many tokens the run processes. Like the rest of the editor it never changes the job
/// itself: each edit is reported as the whole new JobSpec.
class JobEditor : public QGroupBox
{
    Q_OBJECT

public:
    explicit JobEditor(QWidget* parent = nullptr);

    /// Shows `job` without emitting jobEdited.
    void setJob(const scaling::JobSpec& job);
    const scaling::JobSpec& job() const { return m_job; }
    /// Why the job cannot run as set (legality and memory, one line each); empty hides it.
    /// Plain text: it may quote a device name from a file.
    void setProblems(const QString& text);
    QString problems() const;

    ParameterEditor* chipsEditor() const { return m_chips; }
    QCheckBox* fewestBox() const { return m_fewest; }
    QComboBox* splitBox() const { return m_split; }
    /// The size box of the dimension whose key is `dimension` ("dp", "cp", ...); null if none.
    QSpinBox* sizeBox(const QString& dimension) const;
    QComboBox* zeroBox() const { return m_zero; }
    QDoubleSpinBox* tokensBox() const { return m_tokens; }

signals:
    /// The user edited the job; `what` names the edit for the Edit menu, `mergeId` is non-zero
    /// while the chips slider is dragged.
    void jobEdited(const ts::scaling::JobSpec& job, const QString& what, int mergeId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void edit(const scaling::JobSpec& job, const QString& what, int mergeId = 0);
    void updateEnabled();

    scaling::JobSpec m_job;
    bool m_updating = false;
    ParameterEditor* m_chips = nullptr;
    QCheckBox* m_fewest = nullptr;
    QLabel* m_splitLabel = nullptr;
    QComboBox* m_split = nullptr;
    QWidget* m_handSplit = nullptr;
    /// One size box per ParallelDimension that jobs carry, in the table's order.
    std::vector<std::pair<const ParallelDimension*, QSpinBox*>> m_sizes;
    QLabel* m_zeroLabel = nullptr;
    QComboBox* m_zero = nullptr;
    QLabel* m_tokensLabel = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QLabel* m_problems = nullptr;
};

} // namespace ts
