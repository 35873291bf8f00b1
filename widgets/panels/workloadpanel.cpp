// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadpanel.h"

#include "jobeditor.h"
#include "parametereditor.h"
#include "workload/workloadpresets.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>
#include <numeric>

namespace ts {

WorkloadPanel::WorkloadPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("workloadPanel"));
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("presetBox"));
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadLoadResult preset = WorkloadPresets::load(id);
        m_preset->addItem(preset.spec ? preset.spec->name : id, id);
    }
    m_description = new QLabel(this);
    // The workload's name or description comes from a file: never rich text (issue 18).
    m_description->setTextFormat(Qt::PlainText);
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_step = new QComboBox(this);
    m_step->setObjectName(QStringLiteral("stepBox"));
    for (const StepKind kind : { StepKind::Training, StepKind::Prefill, StepKind::Decode })
        m_step->addItem(QString(), int(kind));
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionBox"));
    for (Precision p : kAllPrecisions)
        m_precision->addItem(precisionName(p), int(p));

    using Scale = ParameterEditor::Scale;
    m_batch = new ParameterEditor(QString(), 1, 65536, Scale::PowersOfTwo, this);
    m_batch->setObjectName(QStringLiteral("batchEditor"));
    m_microBatch = new ParameterEditor(QString(), 1, 65536, Scale::PowersOfTwo, this);
    m_microBatch->setObjectName(QStringLiteral("microBatchEditor"));
    m_sequence = new ParameterEditor(QString(), 1, 131072, Scale::PowersOfTwo, this);
    m_sequence->setObjectName(QStringLiteral("sequenceEditor"));
    m_layers = new ParameterEditor(QString(), 1, 256, Scale::Linear, this);
    m_layers->setObjectName(QStringLiteral("layersEditor"));
    m_width = new ParameterEditor(QString(), 64, 65536, Scale::Linear, this);
    m_width->setObjectName(QStringLiteral("widthEditor"));
    m_recompute = new QComboBox(this);
    m_recompute->setObjectName(QStringLiteral("recomputeBox"));
    for (const RecomputePolicy policy :
        { RecomputePolicy::None, RecomputePolicy::ExceptWeightGemms, RecomputePolicy::Full })
        m_recompute->addItem(QString(), int(policy));

    // Combo boxes as wide as their longest item would set the dock's minimum width.
    for (QComboBox* box : { m_preset, m_step, m_precision, m_recompute }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    auto* model = new QGroupBox(this);
    m_modelBox = model;
    auto* modelLayout = new QVBoxLayout(model);
    modelLayout->addWidget(m_preset);
    modelLayout->addWidget(m_description);
    modelLayout->addWidget(m_layers);
    modelLayout->addWidget(m_width);
    auto* run = new QGroupBox(this);
    m_runBox = run;
    auto* runLayout = new QFormLayout(run);
    runLayout->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_stepLabel = new QLabel(run);
    m_precisionLabel = new QLabel(run);
    m_recomputeLabel = new QLabel(run);
    runLayout->addRow(m_stepLabel, m_step);
    runLayout->addRow(m_precisionLabel, m_precision);
    runLayout->addRow(m_batch);
    runLayout->addRow(m_microBatch);
    runLayout->addRow(m_sequence);
    runLayout->addRow(m_recomputeLabel, m_recompute);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(model);
    layout->addWidget(run);
    m_job = new JobEditor(this);
    layout->addWidget(m_job);
    layout->addStretch(1);
    retranslate();

    connect(m_preset, &QComboBox::activated, this, &WorkloadPanel::choosePreset);
    connect(m_step, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        spec.run.step = StepKind(m_step->itemData(index).toInt());
        edit(spec, tr("Change step"), 0);
    });
    connect(m_precision, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        const auto p = Precision(m_precision->itemData(index).toInt());
        spec.run.activationPrecision = p;
        spec.run.weightPrecision = p;
        edit(spec, tr("Change precision"), 0);
    });
    connect(m_batch, &ParameterEditor::valueEdited, this, [this](qint64 batch) {
        WorkloadSpec spec = m_spec;
        // Keep gradient accumulation where it still divides; else one micro-batch per step.
        const bool accumulating = spec.run.microBatch < spec.run.globalBatch;
        spec.run.globalBatch = batch;
        spec.run.microBatch = accumulating ? std::gcd(batch, spec.run.microBatch) : batch;
        edit(spec, tr("Change batch"), m_batch->dragId());
    });
    connect(m_microBatch, &ParameterEditor::valueEdited, this, [this](qint64 micro) {
        WorkloadSpec spec = m_spec;
        // The micro-batch divides the batch: the largest divisor of the batch not above the
        // value asked for (gradient accumulation of batch ÷ micro-batch steps).
        qint64 divisor = std::clamp<qint64>(micro, 1, spec.run.globalBatch);
        while (spec.run.globalBatch % divisor != 0)
            --divisor;
        spec.run.microBatch = divisor;
        edit(spec, tr("Change micro-batch"), m_microBatch->dragId());
    });
    connect(m_job, &JobEditor::jobEdited, this, &WorkloadPanel::jobEdited);
    connect(m_sequence, &ParameterEditor::valueEdited, this, [this](qint64 sequence) {
        WorkloadSpec spec = m_spec;
        spec.run.seqLength = sequence;
        spec.transformer.maxPositions = std::max(spec.transformer.maxPositions, sequence);
        edit(spec, tr("Change sequence length"), m_sequence->dragId());
    });
    connect(m_layers, &ParameterEditor::valueEdited, this, [this](qint64 layers) {
        WorkloadSpec spec = m_spec;
        spec.transformer.layers = layers;
        edit(spec, tr("Change layers"), m_layers->dragId());
    });
    connect(m_width, &ParameterEditor::valueEdited, this, [this](qint64 width) {
        WorkloadSpec spec = m_spec;
        TransformerConfig& t = spec.transformer;
        // Heads must divide the width: snap to the nearest multiple of the head count.
        const qint64 heads = std::max<qint64>(1, t.heads);
        const qint64 snapped = std::max(heads, (width + heads / 2) / heads * heads);
        const double ratio = t.hidden > 0 ? double(t.ffn) / double(t.hidden) : 4.0;
        t.ffn = std::max<qint64>(1, qint64(std::llround(double(snapped) * ratio)));
        t.hidden = snapped;
        edit(spec, tr("Change width"), m_width->dragId());
    });
    connect(m_recompute, &QComboBox::activated, this, [this](int index) {
        if (m_updating)
            return;
        WorkloadSpec spec = m_spec;
        spec.run.recompute = RecomputePolicy(m_recompute->itemData(index).toInt());
        edit(spec, tr("Toggle recomputation"), 0);
    });
}

void WorkloadPanel::edit(const WorkloadSpec& spec, const QString& what, int mergeId)
{
    if (m_updating)
        return;
    m_spec = spec;
    emit specEdited(spec, what, mergeId, QString());
}

void WorkloadPanel::choosePreset(int index)
{
    const QString id = m_preset->itemData(index).toString();
    const WorkloadLoadResult preset = WorkloadPresets::load(id);
    if (!preset.spec)
        return;
    m_spec = *preset.spec;
    emit specEdited(m_spec, tr("Choose preset %1").arg(m_preset->itemText(index)), 0, id);
}

void WorkloadPanel::setSpec(const WorkloadSpec& spec, const QString& presetId)
{
    m_updating = true;
    m_spec = spec;
    const int presetIndex = m_preset->findData(presetId);
    if (presetIndex >= 0)
        m_preset->setCurrentIndex(presetIndex);
    else
        m_preset->setCurrentIndex(-1);
    m_description->setText(spec.description.isEmpty() ? spec.name : spec.description);
    m_description->setToolTip(spec.source.isEmpty()
            ? QString()
            : Qt::convertFromPlainText(spec.source, Qt::WhiteSpaceNormal));
    m_step->setCurrentIndex(m_step->findData(int(spec.run.step)));
    m_precision->setCurrentIndex(m_precision->findData(int(spec.run.activationPrecision)));
    m_batch->setValue(spec.run.globalBatch);
    m_microBatch->setRange(1, std::max<qint64>(1, spec.run.globalBatch));
    m_microBatch->setValue(spec.run.microBatch);
    m_sequence->setValue(spec.run.seqLength);
    m_layers->setValue(spec.transformer.layers);
    m_width->setValue(spec.transformer.hidden);
    m_width->spinBox()->setSingleStep(int(std::max<qint64>(1, spec.transformer.heads)));
    m_recompute->setCurrentIndex(m_recompute->findData(int(spec.run.recompute)));
    updateEnabled();
    m_updating = false;
}

void WorkloadPanel::setJob(const scaling::JobSpec& job)
{
    m_job->setJob(job);
}

void WorkloadPanel::updateEnabled()
{
    const bool transformer = m_spec.type == ModelType::Transformer;
    m_sequence->setEnabled(transformer);
    m_layers->setEnabled(transformer);
    m_width->setEnabled(transformer);
    m_recompute->setEnabled(m_spec.run.step == StepKind::Training);
}

void WorkloadPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WorkloadPanel::retranslate()
{
    const QString steps[]
        = { tr("Training step"), tr("Inference: prefill"), tr("Inference: one decode step") };
    for (int i = 0; i < m_step->count() && i < int(std::size(steps)); ++i)
        m_step->setItemText(i, steps[i]);
    m_batch->setLabel(tr("&Batch"));
    m_microBatch->setLabel(tr("&Micro-batch"));
    m_microBatch->setToolTip(tr("Sequences per forward and backward pass; the batch is "
                                "accumulated over batch ÷ micro-batch passes"));
    m_sequence->setLabel(tr("&Sequence"));
    m_layers->setLabel(tr("&Layers"));
    m_width->setLabel(tr("&Width"));
    m_width->setToolTip(tr("Model width (d_model); the MLP width keeps its ratio to it"));
    m_recomputeLabel->setText(tr("&Recompute"));
    m_recomputeLabel->setBuddy(m_recompute);
    const QString policies[] = { tr("None"), tr("All but weight GEMMs"), tr("Full") };
    for (int i = 0; i < m_recompute->count(); ++i)
        m_recompute->setItemText(i, policies[i]);
    m_recompute->setToolTip(
        tr("Activation recomputation (training). None: keep every activation the backward pass "
           "reads. All but weight GEMMs: keep the outputs of the linear layers, redo norms, "
           "activations and attention during backward (MaxText's \"minimal\"). Full: keep "
           "only each block's input, redo its whole forward pass."));
    m_modelBox->setTitle(tr("Model"));
    m_runBox->setTitle(tr("Run"));
    m_stepLabel->setText(tr("Step"));
    m_precisionLabel->setText(tr("Precision"));
}

} // namespace ts
