// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "scaling/jobspec.h"
#include "workload/workloadspec.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace ts {

class JobEditor;
class ParameterEditor;

/// The workload editor: a preset picker, the model's structure in one line, and the builder's
/// parameters (model width and depth, batch and micro-batch, sequence length, precision,
/// training or inference step, recomputation) as sliders with spin boxes; for a training step
/// the optimizer, the gradients' width and LoRA fine-tuning, for a prefill or decode step the
/// weights' and KV cache's storage, the generated tokens and the latency targets the serving
/// figures meet (issue 21); and the Job section (JobEditor). It never changes the
/// workload itself: each edit is reported as the whole new spec, and the document decides (and can
/// undo).
class WorkloadPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadPanel(QWidget* parent = nullptr);

    /// Shows a spec (and the preset it came from) without emitting specEdited.
    void setSpec(const WorkloadSpec& spec, const QString& presetId);
    const WorkloadSpec& spec() const { return m_spec; }
    /// Shows a job without emitting jobEdited.
    void setJob(const scaling::JobSpec& job);
    JobEditor* jobEditor() const { return m_job; }
    ParameterEditor* microBatchEditor() const { return m_microBatch; }

    QComboBox* presetBox() const { return m_preset; }
    ParameterEditor* batchEditor() const { return m_batch; }
    ParameterEditor* sequenceEditor() const { return m_sequence; }
    ParameterEditor* layersEditor() const { return m_layers; }
    ParameterEditor* widthEditor() const { return m_width; }
    QComboBox* stepBox() const { return m_step; }
    QComboBox* precisionBox() const { return m_precision; }
    QComboBox* optimizerBox() const { return m_optimizer; }
    QComboBox* stackBox() const { return m_stack; }
    QComboBox* gradientBox() const { return m_gradient; }
    QSpinBox* loraRankBox() const { return m_loraRank; }
    QComboBox* loraTargetsBox() const { return m_loraTargets; }
    QComboBox* loraBaseBox() const { return m_loraBase; }
    QComboBox* weightStorageBox() const { return m_weightStorage; }
    QComboBox* kvCacheBox() const { return m_kvCache; }
    ParameterEditor* generatedEditor() const { return m_generated; }
    QDoubleSpinBox* ttftTargetBox() const { return m_ttftTarget; }
    QDoubleSpinBox* tpotTargetBox() const { return m_tpotTarget; }
    QComboBox* batchingBox() const { return m_batching; }
    QComboBox* servingEngineBox() const { return m_servingEngine; }
    QSpinBox* chunkBox() const { return m_chunk; }
    QComboBox* draftBox() const { return m_draft; }
    QSpinBox* speculatedBox() const { return m_speculated; }
    QDoubleSpinBox* acceptanceBox() const { return m_acceptance; }
    /// The model's structure as shown (ModelStructureText).
    QString structureText() const;

signals:
    /// The user edited the workload. `mergeId` is non-zero while a slider is dragged (one undo
    /// step per drag); `presetId` is non-null when a preset was chosen.
    void specEdited(
        const ts::WorkloadSpec& spec, const QString& what, int mergeId, const QString& presetId);
    /// The user edited the Job section.
    void jobEdited(const ts::scaling::JobSpec& job, const QString& what, int mergeId);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets the panel's own texts in the current language (at construction and on a switch).
    void retranslate();
    // The constructor's steps: the controls in tab order, their layout, their edits.
    void createModelControls();
    void createTrainingControls();
    void createServingControls();
    void createBatchingControls();
    void layOutControls();
    void connectModelEdits();
    void connectTrainingEdits();
    void connectServingEdits();
    void connectBatchingEdits();
    void edit(const WorkloadSpec& spec, const QString& what, int mergeId);
    void choosePreset(int index);
    void updateEnabled();

    WorkloadSpec m_spec;
    bool m_updating = false;
    QComboBox* m_preset = nullptr;
    QLabel* m_description = nullptr;
    QComboBox* m_step = nullptr;
    QComboBox* m_precision = nullptr;
    ParameterEditor* m_batch = nullptr;
    ParameterEditor* m_microBatch = nullptr;
    JobEditor* m_job = nullptr;
    ParameterEditor* m_sequence = nullptr;
    ParameterEditor* m_layers = nullptr;
    ParameterEditor* m_width = nullptr;
    QComboBox* m_recompute = nullptr;
    QLabel* m_recomputeLabel = nullptr;
    QGroupBox* m_modelBox = nullptr;
    QGroupBox* m_runBox = nullptr;
    QLabel* m_stepLabel = nullptr;
    QLabel* m_precisionLabel = nullptr;
    QLabel* m_structure = nullptr;
    QFormLayout* m_runLayout = nullptr;
    // Training.
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_stack = nullptr;
    QLabel* m_stackLabel = nullptr;
    QComboBox* m_gradient = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QComboBox* m_loraTargets = nullptr;
    QComboBox* m_loraBase = nullptr;
    QLabel* m_optimizerLabel = nullptr;
    QLabel* m_gradientLabel = nullptr;
    QLabel* m_loraRankLabel = nullptr;
    QLabel* m_loraTargetsLabel = nullptr;
    QLabel* m_loraBaseLabel = nullptr;
    // Serving.
    QComboBox* m_weightStorage = nullptr;
    QComboBox* m_kvCache = nullptr;
    ParameterEditor* m_generated = nullptr;
    QDoubleSpinBox* m_ttftTarget = nullptr;
    QDoubleSpinBox* m_tpotTarget = nullptr;
    QLabel* m_weightStorageLabel = nullptr;
    QLabel* m_kvCacheLabel = nullptr;
    QLabel* m_ttftTargetLabel = nullptr;
    QLabel* m_tpotTargetLabel = nullptr;
    QComboBox* m_batching = nullptr;
    QComboBox* m_servingEngine = nullptr;
    QLabel* m_servingEngineLabel = nullptr;
    QSpinBox* m_chunk = nullptr;
    QComboBox* m_draft = nullptr;
    QSpinBox* m_speculated = nullptr;
    QDoubleSpinBox* m_acceptance = nullptr;
    QLabel* m_batchingLabel = nullptr;
    QLabel* m_chunkLabel = nullptr;
    QLabel* m_draftLabel = nullptr;
    QLabel* m_speculatedLabel = nullptr;
    QLabel* m_acceptanceLabel = nullptr;
};

} // namespace ts
