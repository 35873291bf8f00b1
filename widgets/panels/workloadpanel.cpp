// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadpanel.h"

#include "style/plaintext.h"

#include "jobeditor.h"
#include "models/modelstructuretext.h"
#include "parametereditor.h"
#include "workload/workloadpresets.h"

#include <QComboBox>
#include <QDoubleSpinBox>
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
    createModelControls();
    createTrainingControls();
    createServingControls();
    createBatchingControls();
    layOutControls();
    retranslate();

    connectModelEdits();
    connectTrainingEdits();
    connectServingEdits();
    connectBatchingEdits();
}

// The model picker, its structure, and the run's step, precision, batch and sequence.
void WorkloadPanel::createModelControls()
{
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("presetBox"));
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadLoadResult preset = WorkloadPresets::load(id);
        m_preset->addItem(preset.spec ? preset.spec->name : id, id);
    }
    m_description = new QLabel(this);
    // The workload's name or description comes from a file: never rich text (issue 18).
    PlainText::makePlain(m_description);
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
    for (const RecomputePolicy policy : kAllRecomputePolicies)
        m_recompute->addItem(QString(), int(policy));

    m_structure = new QLabel(this);
    m_structure->setObjectName(QStringLiteral("structureLabel"));
    PlainText::makePlain(m_structure);
    m_structure->setWordWrap(true);
    m_structure->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// Training: the optimizer's state, the gradients' width, LoRA fine-tuning.
void WorkloadPanel::createTrainingControls()
{
    m_optimizer = new QComboBox(this);
    m_optimizer->setObjectName(QStringLiteral("optimizerBox"));
    for (const OptimizerKind kind :
        { OptimizerKind::Adam, OptimizerKind::Sgd, OptimizerKind::Adafactor })
        m_optimizer->addItem(QString(), int(kind));
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("stackBox"));
    for (const SoftwareStack stack : { SoftwareStack::Fused, SoftwareStack::FsdpEager })
        m_stack->addItem(QString(), int(stack));
    m_gradient = new QComboBox(this);
    m_gradient->setObjectName(QStringLiteral("gradientBox"));
    m_gradient->addItem(QString(), -1);
    m_gradient->addItem(precisionName(Precision::FP32), int(Precision::FP32));
    m_loraRank = new QSpinBox(this);
    m_loraRank->setObjectName(QStringLiteral("loraRankBox"));
    m_loraRank->setRange(0, 4096);
    m_loraRank->setKeyboardTracking(false);
    m_loraTargets = new QComboBox(this);
    m_loraTargets->setObjectName(QStringLiteral("loraTargetsBox"));
    for (int targets = 0; targets < 3; ++targets)
        m_loraTargets->addItem(QString(), targets); // all, attention, MLP
    m_loraBase = new QComboBox(this);
    m_loraBase->setObjectName(QStringLiteral("loraBaseBox"));
    for (const Precision p : { Precision::BF16, Precision::FP16, Precision::INT8, Precision::INT4 })
        m_loraBase->addItem(precisionName(p), int(p));
}

// Serving: weights and cache stored narrower, the generation, the latency targets.
void WorkloadPanel::createServingControls()
{
    using Scale = ParameterEditor::Scale;
    m_weightStorage = new QComboBox(this);
    m_weightStorage->setObjectName(QStringLiteral("weightStorageBox"));
    m_weightStorage->addItem(QString(), -1);
    for (const Precision p :
        { Precision::INT8, Precision::INT4, Precision::FP8, Precision::NVFP4, Precision::MXFP4 })
        m_weightStorage->addItem(precisionName(p), int(p));
    m_kvCache = new QComboBox(this);
    m_kvCache->setObjectName(QStringLiteral("kvCacheBox"));
    m_kvCache->addItem(QString(), -1);
    // NVFP4 KV cache: TensorRT-LLM stores the cache in nvfp4 on Blackwell (docs/serving.md).
    for (const Precision p : { Precision::FP8, Precision::INT8, Precision::INT4, Precision::NVFP4 })
        m_kvCache->addItem(precisionName(p), int(p));
    m_generated = new ParameterEditor(QString(), 1, 65536, Scale::PowersOfTwo, this);
    m_generated->setObjectName(QStringLiteral("generatedEditor"));
    m_ttftTarget = new QDoubleSpinBox(this);
    m_ttftTarget->setObjectName(QStringLiteral("ttftTargetBox"));
    m_ttftTarget->setRange(0, 600000);
    m_ttftTarget->setDecimals(0);
    m_ttftTarget->setSingleStep(50);
    m_ttftTarget->setKeyboardTracking(false);
    m_tpotTarget = new QDoubleSpinBox(this);
    m_tpotTarget->setObjectName(QStringLiteral("tpotTargetBox"));
    m_tpotTarget->setRange(0, 60000);
    m_tpotTarget->setDecimals(1);
    m_tpotTarget->setSingleStep(5);
    m_tpotTarget->setKeyboardTracking(false);
}

// How the server batches: static, continuous, continuous with chunked prefill; a draft model.
void WorkloadPanel::createBatchingControls()
{
    m_batching = new QComboBox(this);
    m_batching->setObjectName(QStringLiteral("batchingBox"));
    for (int mode = 0; mode < 3; ++mode)
        m_batching->addItem(QString(), mode);
    m_servingEngine = new QComboBox(this);
    m_servingEngine->setObjectName(QStringLiteral("servingEngineBox"));
    for (ServingEngine engine : { ServingEngine::None, ServingEngine::Vllm, ServingEngine::Sglang,
             ServingEngine::TensorRtLlm, ServingEngine::JetStream })
        m_servingEngine->addItem(QString(), int(engine));
    m_chunk = new QSpinBox(this);
    m_chunk->setObjectName(QStringLiteral("chunkBox"));
    m_chunk->setRange(2, 1 << 20);
    m_chunk->setKeyboardTracking(false);
    m_draft = new QComboBox(this);
    m_draft->setObjectName(QStringLiteral("draftBox"));
    m_draft->addItem(QString(), QString());
    // The model's own drafters (named in retranslate()), then the presets that can draft.
    for (const QString& own : ownDraftNames())
        m_draft->addItem(QString(), own);
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadLoadResult preset = WorkloadPresets::load(id);
        if (preset.spec && preset.spec->type == ModelType::Transformer
            && preset.spec->transformer.causal)
            m_draft->addItem(preset.spec->name, id);
    }
    m_speculated = new QSpinBox(this);
    m_speculated->setObjectName(QStringLiteral("speculatedBox"));
    m_speculated->setRange(1, 64);
    m_speculated->setKeyboardTracking(false);
    m_acceptance = new QDoubleSpinBox(this);
    m_acceptance->setObjectName(QStringLiteral("acceptanceBox"));
    m_acceptance->setRange(0, 1);
    m_acceptance->setDecimals(2);
    m_acceptance->setSingleStep(0.05);
    m_acceptance->setKeyboardTracking(false);
}

void WorkloadPanel::layOutControls()
{
    // Combo boxes as wide as their longest item would set the dock's minimum width.
    for (QComboBox* box : { m_preset, m_step, m_precision, m_recompute, m_stack, m_optimizer,
             m_gradient, m_loraTargets, m_loraBase, m_weightStorage, m_kvCache, m_batching,
             m_servingEngine, m_draft }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    auto* model = new QGroupBox(this);
    m_modelBox = model;
    auto* modelLayout = new QVBoxLayout(model);
    modelLayout->addWidget(m_preset);
    modelLayout->addWidget(m_description);
    modelLayout->addWidget(m_structure);
    modelLayout->addWidget(m_layers);
    modelLayout->addWidget(m_width);
    auto* run = new QGroupBox(this);
    m_runBox = run;
    auto* runLayout = new QFormLayout(run);
    m_runLayout = runLayout;
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
    m_stackLabel = new QLabel(run);
    runLayout->addRow(m_stackLabel, m_stack);
    m_optimizerLabel = new QLabel(run);
    m_gradientLabel = new QLabel(run);
    m_loraRankLabel = new QLabel(run);
    m_loraTargetsLabel = new QLabel(run);
    m_loraBaseLabel = new QLabel(run);
    m_weightStorageLabel = new QLabel(run);
    m_kvCacheLabel = new QLabel(run);
    m_ttftTargetLabel = new QLabel(run);
    m_tpotTargetLabel = new QLabel(run);
    runLayout->addRow(m_optimizerLabel, m_optimizer);
    runLayout->addRow(m_gradientLabel, m_gradient);
    runLayout->addRow(m_loraRankLabel, m_loraRank);
    runLayout->addRow(m_loraTargetsLabel, m_loraTargets);
    runLayout->addRow(m_loraBaseLabel, m_loraBase);
    runLayout->addRow(m_weightStorageLabel, m_weightStorage);
    runLayout->addRow(m_kvCacheLabel, m_kvCache);
    runLayout->addRow(m_generated);
    runLayout->addRow(m_ttftTargetLabel, m_ttftTarget);
    runLayout->addRow(m_tpotTargetLabel, m_tpotTarget);
    m_batchingLabel = new QLabel(run);
    m_chunkLabel = new QLabel(run);
    m_draftLabel = new QLabel(run);
    m_speculatedLabel = new QLabel(run);
    m_acceptanceLabel = new QLabel(run);
    m_servingEngineLabel = new QLabel(run);
    runLayout->addRow(m_batchingLabel, m_batching);
    runLayout->addRow(m_chunkLabel, m_chunk);
    runLayout->addRow(m_servingEngineLabel, m_servingEngine);
    runLayout->addRow(m_draftLabel, m_draft);
    runLayout->addRow(m_speculatedLabel, m_speculated);
    runLayout->addRow(m_acceptanceLabel, m_acceptance);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(model);
    layout->addWidget(run);
    m_job = new JobEditor(this);
    layout->addWidget(m_job);
    layout->addStretch(1);
}

// Each edit is reported as the whole new spec (edit()); the document decides and can undo.
void WorkloadPanel::connectModelEdits()
{
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

void WorkloadPanel::connectTrainingEdits()
{
    connect(m_stack, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        spec.run.stack = SoftwareStack(m_stack->itemData(index).toInt());
        edit(spec, tr("Change software stack"), 0);
    });
    connect(m_optimizer, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        spec.run.optimizer = OptimizerKind(m_optimizer->itemData(index).toInt());
        edit(spec, tr("Change optimizer"), 0);
    });
    connect(m_gradient, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        const int p = m_gradient->itemData(index).toInt();
        spec.run.gradientPrecision = p < 0 ? std::nullopt : std::optional(Precision(p));
        edit(spec, tr("Change gradient precision"), 0);
    });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [this](int rank) {
        WorkloadSpec spec = m_spec;
        spec.run.lora.rank = rank;
        edit(spec, tr("Change LoRA rank"), 0);
    });
    connect(m_loraTargets, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        const int targets = m_loraTargets->itemData(index).toInt();
        spec.run.lora.attention = targets != 2;
        spec.run.lora.mlp = targets != 1;
        edit(spec, tr("Change LoRA targets"), 0);
    });
    connect(m_loraBase, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        spec.run.lora.basePrecision = Precision(m_loraBase->itemData(index).toInt());
        edit(spec, tr("Change frozen weights"), 0);
    });
}

void WorkloadPanel::connectServingEdits()
{
    connect(m_weightStorage, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        const int p = m_weightStorage->itemData(index).toInt();
        spec.run.weightPrecision = p < 0 ? spec.run.activationPrecision : Precision(p);
        edit(spec, tr("Change weight storage"), 0);
    });
    connect(m_kvCache, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        const int p = m_kvCache->itemData(index).toInt();
        spec.run.kvCachePrecision = p < 0 ? std::nullopt : std::optional(Precision(p));
        edit(spec, tr("Change KV cache"), 0);
    });
    connect(m_generated, &ParameterEditor::valueEdited, this, [this](qint64 tokens) {
        WorkloadSpec spec = m_spec;
        spec.run.generatedTokens = tokens;
        edit(spec, tr("Change generated tokens"), m_generated->dragId());
    });
    connect(m_ttftTarget, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        WorkloadSpec spec = m_spec;
        spec.run.ttftTargetSeconds = ms / 1000.0;
        edit(spec, tr("Change TTFT target"), 0);
    });
    connect(m_tpotTarget, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        WorkloadSpec spec = m_spec;
        spec.run.tpotTargetSeconds = ms / 1000.0;
        edit(spec, tr("Change TPOT target"), 0);
    });
}

void WorkloadPanel::connectBatchingEdits()
{
    connect(m_batching, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        const int mode = m_batching->itemData(index).toInt();
        spec.run.continuousBatching = mode > 0;
        spec.run.prefillChunkTokens
            = mode == 2 ? (spec.run.prefillChunkTokens > 0 ? spec.run.prefillChunkTokens : 512) : 0;
        if (mode > 0)
            spec.run.draftPreset.clear(); // a draft is modelled with static batching only
        edit(spec, tr("Change batching"), 0);
    });
    connect(m_servingEngine, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        spec.run.servingEngine = ServingEngine(m_servingEngine->itemData(index).toInt());
        edit(spec, tr("Change serving engine"), 0);
    });
    connect(m_chunk, &QSpinBox::valueChanged, this, [this](int tokens) {
        WorkloadSpec spec = m_spec;
        spec.run.prefillChunkTokens = tokens;
        edit(spec, tr("Change prefill chunk"), 0);
    });
    connect(m_draft, &QComboBox::activated, this, [this](int index) {
        WorkloadSpec spec = m_spec;
        spec.run.draftPreset = m_draft->itemData(index).toString();
        if (!spec.run.draftPreset.isEmpty()) {
            spec.run.continuousBatching = false;
            spec.run.prefillChunkTokens = 0;
            // Each kind of drafter has its own typical acceptance (defaultAcceptanceRate).
            if (spec.run.draftPreset != m_spec.run.draftPreset)
                spec.run.acceptanceRate = defaultAcceptanceRate(spec.run.draftPreset);
        }
        edit(spec, tr("Change draft model"), 0);
    });
    connect(m_speculated, &QSpinBox::valueChanged, this, [this](int tokens) {
        WorkloadSpec spec = m_spec;
        spec.run.speculatedTokens = tokens;
        edit(spec, tr("Change proposed tokens"), 0);
    });
    connect(m_acceptance, &QDoubleSpinBox::valueChanged, this, [this](double rate) {
        WorkloadSpec spec = m_spec;
        spec.run.acceptanceRate = rate;
        edit(spec, tr("Change acceptance rate"), 0);
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
    m_description->setToolTip(spec.source.isEmpty() ? QString() : PlainText::toolTip(spec.source));
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
    const RunConfig& run = spec.run;
    m_structure->setText(structureText());
    m_structure->setVisible(spec.type == ModelType::Transformer);
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(run.optimizer)));
    m_stack->setCurrentIndex(m_stack->findData(int(run.stack)));
    m_gradient->setCurrentIndex(
        m_gradient->findData(run.gradientPrecision ? int(*run.gradientPrecision) : -1));
    if (m_gradient->currentIndex() < 0) // a width the box does not offer (from a file)
        m_gradient->setCurrentIndex(0);
    m_loraRank->setValue(int(std::min<qint64>(run.lora.rank, m_loraRank->maximum())));
    m_loraTargets->setCurrentIndex(run.lora.attention && run.lora.mlp ? 0
            : run.lora.attention                                      ? 1
                                                                      : 2);
    m_loraBase->setCurrentIndex(std::max(0, m_loraBase->findData(int(run.lora.basePrecision))));
    const int weights = run.weightPrecision == run.activationPrecision
        ? 0
        : m_weightStorage->findData(int(run.weightPrecision));
    m_weightStorage->setCurrentIndex(std::max(0, weights));
    m_kvCache->setCurrentIndex(
        std::max(0, m_kvCache->findData(run.kvCachePrecision ? int(*run.kvCachePrecision) : -1)));
    m_generated->setValue(run.generatedTokens);
    m_ttftTarget->setValue(run.ttftTargetSeconds * 1000.0);
    m_tpotTarget->setValue(run.tpotTargetSeconds * 1000.0);
    m_batching->setCurrentIndex(run.prefillChunkTokens > 0 ? 2 : run.continuousBatching ? 1 : 0);
    m_chunk->setValue(
        int(std::clamp<qint64>(run.prefillChunkTokens > 0 ? run.prefillChunkTokens : 512,
            m_chunk->minimum(), m_chunk->maximum())));
    m_servingEngine->setCurrentIndex(
        std::max(0, m_servingEngine->findData(int(run.servingEngine))));
    m_draft->setCurrentIndex(std::max(0, m_draft->findData(run.draftPreset)));
    m_speculated->setValue(int(std::clamp<qint64>(run.speculatedTokens, 1, 64)));
    m_acceptance->setValue(run.acceptanceRate);
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
    // Training options for a training step, serving options for the others: rows out of
    // their step are hidden, not greyed, to keep the dock short.
    const bool training = m_spec.run.step == StepKind::Training;
    for (QWidget* row : { static_cast<QWidget*>(m_optimizer), static_cast<QWidget*>(m_gradient) })
        m_runLayout->setRowVisible(row, training);
    for (QWidget* row : { static_cast<QWidget*>(m_loraRank), static_cast<QWidget*>(m_loraTargets),
             static_cast<QWidget*>(m_loraBase) })
        m_runLayout->setRowVisible(row, training && transformer);
    m_loraTargets->setEnabled(m_spec.run.lora.rank > 0);
    m_loraBase->setEnabled(m_spec.run.lora.rank > 0);
    const bool decoder = transformer && m_spec.transformer.causal;
    for (QWidget* row : { static_cast<QWidget*>(m_weightStorage), static_cast<QWidget*>(m_kvCache),
             static_cast<QWidget*>(m_generated), static_cast<QWidget*>(m_ttftTarget),
             static_cast<QWidget*>(m_tpotTarget) })
        m_runLayout->setRowVisible(row, !training && (decoder || row == m_weightStorage));
    m_runLayout->setRowVisible(m_batching, !training && decoder);
    m_runLayout->setRowVisible(m_chunk, !training && decoder && m_spec.run.prefillChunkTokens > 0);
    m_runLayout->setRowVisible(m_servingEngine, !training && decoder);
    m_runLayout->setRowVisible(m_draft, !training && decoder);
    const bool drafted = !m_spec.run.draftPreset.isEmpty();
    m_runLayout->setRowVisible(m_speculated, !training && decoder && drafted);
    m_runLayout->setRowVisible(m_acceptance, !training && decoder && drafted);
}

QString WorkloadPanel::structureText() const
{
    return m_spec.type == ModelType::Transformer ? ModelStructureText::summary(m_spec.transformer)
                                                 : QString();
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
    //: Recomputation policies; the names in quotes are MaxText's and Megatron-LM's own.
    const QString policies[] = { tr("None"), tr("All but weight GEMMs (\"minimal\")"), tr("Full"),
        tr("Keep attention's GEMM outputs (\"save_dot_except_mlp\")"),
        tr("Keep Q, K, V (\"save_qkv_proj\")"),
        tr("Q, K, V to host memory (\"qkv_proj_offloaded\")"),
        tr("GEMM outputs to host memory (\"minimal_offloaded\")"),
        tr("Core attention only (Megatron \"selective\")"), tr("Custom (from the workload file)") };
    static_assert(std::size(policies) == std::size(kAllRecomputePolicies));
    for (int i = 0; i < m_recompute->count(); ++i)
        m_recompute->setItemText(i, policies[i]);
    m_recompute->setToolTip(
        tr("Activation recomputation (training). None: keep every activation the backward pass "
           "reads. All but weight GEMMs: keep the outputs of the linear layers, redo norms, "
           "activations and attention during backward (MaxText's \"minimal\"). Full: keep "
           "only each block's input, redo its whole forward pass. The others keep fewer GEMM "
           "outputs, or keep them in host memory and bring them back over the host link; "
           "docs/workload.md lists what each keeps."));
    m_modelBox->setTitle(tr("Model"));
    m_runBox->setTitle(tr("Run"));
    m_stepLabel->setText(tr("Step"));
    m_precisionLabel->setText(tr("Precision"));
    m_stackLabel->setText(tr("Sof&tware"));
    m_stackLabel->setBuddy(m_stack);
    m_stack->setItemText(0, tr("Fused (Megatron/TE, MaxText)"));
    m_stack->setItemText(1, tr("Eager PyTorch (FSDP, HF Trainer)"));
    m_stack->setToolTip(
        tr("What runs the step. Fused: one kernel a norm, a rotary embedding and an activation, "
           "the library's fused attention (Megatron-LM with Transformer Engine, MaxText). Eager "
           "PyTorch: Hugging Face's layers as written, each norm, rotary embedding and "
           "activation several kernels that read and write the whole activation, the logits in "
           "fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer)."));
    m_optimizerLabel->setText(tr("&Optimizer"));
    m_optimizerLabel->setBuddy(m_optimizer);
    const QString optimizers[] = { tr("Adam (16 bytes a parameter)"),
        tr("SGD with momentum (12 bytes)"), tr("Adafactor (8 bytes)") };
    for (int i = 0; i < m_optimizer->count(); ++i)
        m_optimizer->setItemText(i, optimizers[i]);
    m_optimizer->setToolTip(tr("The optimizer's state a trained parameter keeps, with bf16 "
                               "weights and fp32 state (ZeRO paper's count for Adam)"));
    m_gradientLabel->setText(tr("&Gradients"));
    m_gradientLabel->setBuddy(m_gradient);
    m_gradient->setItemText(0, tr("as the weights"));
    m_gradient->setToolTip(tr("The gradients' storage: the weights' width, or fp32 as "
                              "Megatron-LM keeps them (18 bytes a parameter with Adam)"));
    m_loraRankLabel->setText(tr("LoRA ra&nk"));
    m_loraRankLabel->setBuddy(m_loraRank);
    //: LoRA rank 0: every weight is trained
    m_loraRank->setSpecialValueText(tr("off (all weights trained)"));
    m_loraRank->setToolTip(tr("Fine-tune with LoRA adapters of this rank on frozen weights: no "
                              "gradients or optimizer state for the frozen weights"));
    m_loraTargetsLabel->setText(tr("LoR&A on"));
    m_loraTargetsLabel->setBuddy(m_loraTargets);
    const QString targets[] = { tr("every linear layer"), tr("attention"), tr("MLP") };
    for (int i = 0; i < m_loraTargets->count(); ++i)
        m_loraTargets->setItemText(i, targets[i]);
    m_loraBaseLabel->setText(tr("Fro&zen weights"));
    m_loraBaseLabel->setBuddy(m_loraBase);
    m_loraBase->setToolTip(tr("The frozen weights' storage; int4 is QLoRA, dequantized before "
                              "each GEMM"));
    m_weightStorageLabel->setText(tr("Weights &quantized"));
    m_weightStorageLabel->setBuddy(m_weightStorage);
    m_weightStorage->setItemText(0, tr("as the precision"));
    m_weightStorage->setToolTip(tr("Weight-only quantization: weights stored narrower and "
                                   "dequantized in each GEMM, which runs at the precision above"));
    m_kvCacheLabel->setText(tr("&KV cache"));
    m_kvCacheLabel->setBuddy(m_kvCache);
    m_kvCache->setItemText(0, tr("as the precision"));
    m_kvCache->setToolTip(tr("The KV cache's storage: narrower caches hold more requests and "
                             "read faster"));
    m_generated->setLabel(tr("&Generated tokens"));
    m_generated->setToolTip(tr("Tokens each request generates after its prompt"));
    m_ttftTargetLabel->setText(tr("TTFT t&arget"));
    m_ttftTargetLabel->setBuddy(m_ttftTarget);
    //: no latency target
    m_ttftTarget->setSpecialValueText(tr("none"));
    m_ttftTarget->setSuffix(tr(" ms"));
    m_ttftTarget->setToolTip(tr("Time to first token at most this: the comparison's serving "
                                "columns show the largest batch that meets the targets"));
    m_tpotTargetLabel->setText(tr("TP&OT target"));
    m_tpotTargetLabel->setBuddy(m_tpotTarget);
    m_tpotTarget->setSpecialValueText(tr("none"));
    m_tpotTarget->setSuffix(tr(" ms"));
    m_tpotTarget->setToolTip(tr("Time per output token at most this"));
    m_batchingLabel->setText(tr("Batch&ing"));
    m_batchingLabel->setBuddy(m_batching);
    const QString modes[] = { tr("static"), tr("continuous"), tr("continuous, chunked prefill") };
    for (int i = 0; i < m_batching->count(); ++i)
        m_batching->setItemText(i, modes[i]);
    m_batching->setToolTip(tr("Static: a batch is prefilled, then decoded, together. Continuous: "
                              "requests join and leave every step. Chunked: each step carries "
                              "the decodes and as much prompt as the chunk leaves"));
    m_servingEngineLabel->setText(tr("Serving &engine"));
    m_servingEngineLabel->setBuddy(m_servingEngine);
    //: no serving engine: the estimator's own scheduler defaults
    const QString engines[] = { tr("none (the estimator's defaults)"), tr("vLLM"), tr("SGLang"),
        tr("TensorRT-LLM"), tr("JetStream") };
    for (int i = 0; i < m_servingEngine->count() && i < int(std::size(engines)); ++i)
        m_servingEngine->setItemText(i, engines[i]);
    m_servingEngine->setToolTip(tr("Follow a serving engine's scheduler defaults: its token "
                                   "budget a step, chunked prefill where it chunks, its cap on "
                                   "running requests (docs/serving.md). An engine batches "
                                   "continuously unless a draft model is chosen"));
    m_chunkLabel->setText(tr("Ch&unk tokens"));
    m_chunkLabel->setBuddy(m_chunk);
    m_chunk->setToolTip(tr("The tokens a step carries at most: decodes and prompt chunks"));
    m_draftLabel->setText(tr("&Draft model"));
    m_draftLabel->setBuddy(m_draft);
    //: no draft model: no speculative decoding
    m_draft->setItemText(0, tr("none"));
    m_draft->setItemText(m_draft->findData(QStringLiteral("ngram")), tr("n-gram prompt lookup"));
    m_draft->setItemText(m_draft->findData(QStringLiteral("mtp")), tr("the model's MTP module"));
    m_draft->setItemText(m_draft->findData(QStringLiteral("eagle")), tr("an EAGLE head"));
    m_draft->setToolTip(tr("Speculative decoding: a smaller model, the prompt (n-gram lookup) or "
                           "the model's own one-layer head proposes tokens that the model "
                           "verifies in one step (static batching)"));
    m_speculatedLabel->setText(tr("Proposed toke&ns"));
    m_speculatedLabel->setBuddy(m_speculated);
    m_acceptanceLabel->setText(tr("A&cceptance"));
    m_acceptanceLabel->setBuddy(m_acceptance);
    m_acceptance->setToolTip(tr("The probability that the model accepts a proposed token"));
}

} // namespace ts
