// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jobeditor.h"

#include "workload/paralleldimension.h"

#include "style/plaintext.h"

#include "parametereditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

namespace ts {

namespace {

constexpr double kTokensPerUnit = 1e9; // the tokens box counts billions

} // namespace

JobEditor::JobEditor(QWidget* parent)
    : QGroupBox(parent)
{
    setObjectName(QStringLiteral("jobEditor"));
    using Scale = ParameterEditor::Scale;
    m_chips
        = new ParameterEditor(QString(), 1, scaling::JobSpec::kMaxChips, Scale::PowersOfTwo, this);
    m_chips->setObjectName(QStringLiteral("chipsEditor"));
    m_fewest = new QCheckBox(this);
    m_fewest->setObjectName(QStringLiteral("fewestBox"));
    m_split = new QComboBox(this);
    m_split->setObjectName(QStringLiteral("splitBox"));
    m_split->addItem(QString(), true);
    m_split->addItem(QString(), false);
    m_split->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_split->setMinimumContentsLength(6);
    m_splitLabel = new QLabel(this);
    m_splitLabel->setBuddy(m_split);

    m_handSplit = new QWidget(this);
    auto* hand = new QGridLayout(m_handSplit);
    hand->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (!d.inJobs)
            continue;
        auto* box = new QSpinBox(m_handSplit);
        box->setRange(1, int(scaling::JobSpec::kMaxChips));
        // One edit per value typed, not per digit: each edit re-runs the job on every device.
        box->setKeyboardTracking(false);
        auto* label = new QLabel(QLatin1String(d.key), m_handSplit);
        label->setBuddy(box);
        box->setObjectName(QLatin1String(d.key) + QStringLiteral("Box"));
        hand->addWidget(label, 0, column);
        hand->addWidget(box, 1, column);
        m_sizes.emplace_back(&d, box);
        ++column;
    }
    m_zero = new QComboBox(m_handSplit);
    m_zero->setObjectName(QStringLiteral("zeroBox"));
    for (int stage = 0; stage <= 3; ++stage)
        m_zero->addItem(QString::number(stage), stage);
    m_zeroLabel = new QLabel(m_handSplit);
    m_zeroLabel->setBuddy(m_zero);
    hand->addWidget(m_zeroLabel, 0, column);
    hand->addWidget(m_zero, 1, column);

    m_tokens = new QDoubleSpinBox(this);
    m_tokens->setObjectName(QStringLiteral("tokensBox"));
    m_tokens->setDecimals(3);
    m_tokens->setRange(0.001, scaling::JobSpec::kMaxTokens / kTokensPerUnit);
    m_tokens->setKeyboardTracking(false);
    m_tokensLabel = new QLabel(this);
    m_tokensLabel->setBuddy(m_tokens);

    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("jobProblems"));
    PlainText::makePlain(m_problems);
    m_problems->setWordWrap(true);
    m_problems->setVisible(false);
    QFont bold = m_problems->font();
    bold.setBold(true);
    m_problems->setFont(bold);

    auto* layout = new QFormLayout(this);
    layout->setRowWrapPolicy(QFormLayout::WrapAllRows);
    layout->addRow(m_chips);
    layout->addRow(m_fewest);
    layout->addRow(m_splitLabel, m_split);
    layout->addRow(m_handSplit);
    layout->addRow(m_tokensLabel, m_tokens);
    layout->addRow(m_problems);
    retranslate();
    setJob(m_job);

    connect(m_chips, &ParameterEditor::valueEdited, this, [this](qint64 chips) {
        scaling::JobSpec job = m_job;
        job.chips = chips;
        edit(job, tr("Change chips"), m_chips->dragId());
    });
    connect(m_fewest, &QCheckBox::toggled, this, [this](bool on) {
        scaling::JobSpec job = m_job;
        job.fewestThatFit = on;
        edit(job, tr("Toggle fewest chips that fit"));
    });
    connect(m_split, &QComboBox::activated, this, [this](int index) {
        scaling::JobSpec job = m_job;
        job.searchSplit = m_split->itemData(index).toBool();
        if (!job.searchSplit && job.split.chips() != job.chips) {
            // Start the hand-set split from all data parallel (the first dimension) over the
            // chosen chips.
            for (const ParallelDimension& d : parallelDimensions()) {
                if (d.chipFactor)
                    d.set(job.split, 1);
            }
            parallelDimensions().front().set(job.split, std::max<qint64>(1, job.chips));
        }
        edit(job, tr("Change split"));
    });
    for (const auto& [dimension, box] : m_sizes) {
        connect(box, &QSpinBox::valueChanged, this, [this, d = dimension](int value) {
            scaling::JobSpec job = m_job;
            d->set(job.split, value);
            edit(job, d->translatedEditText());
        });
    }
    connect(m_zero, &QComboBox::activated, this, [this](int index) {
        scaling::JobSpec job = m_job;
        job.split.zeroStage = m_zero->itemData(index).toInt();
        edit(job, tr("Change ZeRO stage"));
    });
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, [this](double billions) {
        scaling::JobSpec job = m_job;
        job.tokens = billions * kTokensPerUnit;
        edit(job, tr("Change run tokens"));
    });
}

QSpinBox* JobEditor::sizeBox(const QString& dimension) const
{
    for (const auto& [d, box] : m_sizes) {
        if (dimension == QLatin1String(d->key))
            return box;
    }
    return nullptr;
}

void JobEditor::setJob(const scaling::JobSpec& job)
{
    m_updating = true;
    m_job = job;
    m_chips->setValue(job.searchSplit ? job.chips : job.split.chips());
    m_fewest->setChecked(job.fewestThatFit);
    m_split->setCurrentIndex(m_split->findData(job.searchSplit));
    for (const auto& [d, box] : m_sizes)
        box->setValue(int(d->of(job.split)));
    m_zero->setCurrentIndex(m_zero->findData(job.split.zeroStage));
    m_tokens->setValue(job.tokens / kTokensPerUnit);
    updateEnabled();
    m_updating = false;
}

void JobEditor::setProblems(const QString& text)
{
    if (m_problems->text() != text)
        m_problems->setText(text);
    m_problems->setVisible(!text.isEmpty());
}

QString JobEditor::problems() const
{
    return m_problems->text();
}

void JobEditor::edit(const scaling::JobSpec& job, const QString& what, int mergeId)
{
    if (m_updating || job == m_job)
        return;
    m_job = job;
    updateEnabled();
    emit jobEdited(job, what, mergeId);
}

void JobEditor::updateEnabled()
{
    // A hand-set split fixes the chip count (dp × tp × pp); a search takes it from the slider
    // or finds the fewest that fit.
    m_chips->setEnabled(m_job.searchSplit && !m_job.fewestThatFit);
    m_fewest->setEnabled(m_job.searchSplit);
    m_handSplit->setVisible(!m_job.searchSplit);
}

void JobEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void JobEditor::retranslate()
{
    //: the Job section of the workload editor: chips, split and run length
    setTitle(tr("Job"));
    m_chips->setLabel(tr("C&hips"));
    m_chips->setToolTip(tr("Chips of each device that run the step together"));
    m_fewest->setText(tr("Fewest chips that fit"));
    m_fewest->setToolTip(tr("Search the powers of two up to %1 chips for the fewest on which "
                            "some split holds the job in memory")
                             .arg(QLocale().toString(scaling::JobSpec::kMaxFewestChips)));
    m_splitLabel->setText(tr("S&plit"));
    m_split->setItemText(0, tr("Fastest that fits (search)"));
    m_split->setItemText(1, tr("Set by hand"));
    m_split->setToolTip(tr("Search: the engine tries every legal data, tensor, pipeline, "
                           "context and expert split and ZeRO stage and keeps the fastest that "
                           "fits. By hand: chips = dp × cp × tp × pp."));
    for (const auto& [d, box] : m_sizes)
        box->setToolTip(d->translatedEditorToolTip());
    m_zeroLabel->setText(tr("ZeRO"));
    m_zero->setToolTip(tr("ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also "
                          "weights (FSDP) over the data-parallel chips"));
    m_tokensLabel->setText(tr("Run &tokens"));
    //: suffix of the run-length box: billions of tokens
    m_tokens->setSuffix(tr(" B"));
    m_tokens->setToolTip(tr("Tokens (samples for models without tokens) the whole run "
                            "processes, in billions: the per-run time, cost and energy"));
}

} // namespace ts
