// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicview.h"

#include "systolicpainter.h"
#include "systolicstyle.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace ts {

using namespace systolic;

/// The drawing surface: paintEvent only delegates to SystolicPainter.
class SystolicCanvas : public QWidget
{
public:
    explicit SystolicCanvas(const SystolicView* view, QWidget* parent = nullptr)
        : QWidget(parent)
        , m_view(view)
    {
        setAttribute(Qt::WA_OpaquePaintEvent);
        setMinimumSize(480, 320);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        SystolicPainter::paint(
            painter, m_view->snapshot(), QRectF(rect()), SystolicStyle::fromPalette(palette()));
    }

private:
    const SystolicView* m_view;
};

namespace {

constexpr int kSpeedSteps = 70; // slider 0..70 → 10^(v/10) cycles/s: 1 to 10⁷
constexpr int kTimelineResolution = 1'000'000;

Eigen::MatrixXf smallIntegers(Eigen::Index rows, Eigen::Index cols, int seed)
{
    // Deterministic integers in [−9, 9]: exact in float and readable inside a PE.
    Eigen::MatrixXf m(rows, cols);
    quint32 state = quint32(seed) * 2654435761u + 1u;
    for (Eigen::Index c = 0; c < cols; ++c) {
        for (Eigen::Index r = 0; r < rows; ++r) {
            state = state * 1664525u + 1013904223u;
            m(r, c) = float(int((state >> 16) % 19u) - 9);
        }
    }
    return m;
}

} // namespace

SystolicView::SystolicView(QWidget* parent)
    : QWidget(parent)
{
    m_clock.setInterval(16);
    m_clock.setTimerType(Qt::PreciseTimer);
    connect(&m_clock, &QTimer::timeout, this, &SystolicView::tick);
    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(0);
    connect(&m_rebuild, &QTimer::timeout, this, &SystolicView::applyControls);
    buildUi();
    setConfiguration(
        Dataflow::WeightStationary, { 8, 8 }, GemmShape { GemmM(16), GemmN(16), GemmK(16) });
    setSpeedCyclesPerSecond(4);
}

SystolicView::~SystolicView() = default;

void SystolicView::buildUi()
{
    m_canvas = new SystolicCanvas(this, this);
    m_playButton = new QToolButton(this);
    m_backButton = new QToolButton(this);
    m_forwardButton = new QToolButton(this);
    m_backButton->setAutoRepeat(true);
    m_forwardButton->setAutoRepeat(true);
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_speedSlider = new QSlider(Qt::Horizontal, this);
    m_speedSlider->setRange(0, kSpeedSteps);
    m_speedSlider->setMaximumWidth(200);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setMinimumWidth(
        m_speedLabel->fontMetrics().horizontalAdvance(QStringLiteral("10,000,000 cycles/s")));
    auto spin = [this](int max) {
        auto* s = new QSpinBox(this);
        s->setRange(1, max);
        s->setAccelerated(true);
        return s;
    };
    m_rows = spin(kMaxArraySide);
    m_cols = spin(kMaxArraySide);
    m_m = spin(kMaxGemmDim);
    m_k = spin(kMaxGemmDim);
    m_n = spin(kMaxGemmDim);
    m_dataflow = new QComboBox(this);
    for (const QString& name : dataflowNames())
        m_dataflow->addItem(name.toUpper(), name);
    m_readout = new QLabel(this);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont readoutFont = m_readout->font();
    readoutFont.setPointSizeF(readoutFont.pointSizeF() * 1.3);
    readoutFont.setBold(true);
    m_readout->setFont(readoutFont);

    auto* transport = new QHBoxLayout;
    transport->addWidget(m_backButton);
    transport->addWidget(m_playButton);
    transport->addWidget(m_forwardButton);
    transport->addWidget(m_timeline, 1);
    auto* speedCaption = new QLabel(this);
    transport->addWidget(speedCaption);
    transport->addWidget(m_speedSlider);
    transport->addWidget(m_speedLabel);

    auto* shape = new QHBoxLayout;
    auto addField = [this, shape](QWidget* field) {
        auto* caption = new QLabel(this);
        caption->setBuddy(field);
        m_captions.append(caption);
        shape->addWidget(caption);
        shape->addWidget(field);
    };
    addField(m_rows);
    addField(m_cols);
    addField(m_dataflow);
    addField(m_m);
    addField(m_k);
    addField(m_n);
    shape->addStretch(1);
    m_captions.append(speedCaption);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    layout->addWidget(m_canvas, 1);
    layout->addLayout(transport);
    layout->addLayout(shape);

    // Keyboard control for a presenter: Space plays or pauses, the arrow keys step.
    const std::pair<Qt::Key, void (SystolicView::*)()> keys[]
        = { { Qt::Key_Space, &SystolicView::togglePlay },
              { Qt::Key_Left, &SystolicView::stepBackward },
              { Qt::Key_Right, &SystolicView::stepForward } };
    for (const auto& [key, slot] : keys) {
        auto* shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    }
    connect(m_playButton, &QToolButton::clicked, this, &SystolicView::togglePlay);
    connect(m_backButton, &QToolButton::clicked, this, &SystolicView::stepBackward);
    connect(m_forwardButton, &QToolButton::clicked, this, &SystolicView::stepForward);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int position) {
        if (m_updatingControls || !m_simulator)
            return;
        const std::int64_t total = m_estimate.clockCycles;
        const int range = std::max(1, m_timeline->maximum());
        const std::int64_t executed
            = std::int64_t(std::llround(double(position) / range * double(total)));
        seekToCycle(executed - 1);
    });
    connect(m_speedSlider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_updatingControls)
            setSpeedCyclesPerSecond(std::pow(10.0, v / 10.0));
    });
    for (QSpinBox* s : { m_rows, m_cols, m_m, m_k, m_n })
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (!m_updatingControls)
                m_rebuild.start();
        });
    connect(m_dataflow, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updatingControls)
            m_rebuild.start();
    });
    retranslate();
}

void SystolicView::retranslate()
{
    m_playButton->setToolTip(tr("Play or pause (Space)"));
    m_backButton->setToolTip(tr("One cycle back (Left)"));
    m_forwardButton->setToolTip(tr("One cycle forward (Right)"));
    // Screen readers: the canvas says what it is; the readout (its accessible description)
    // says where the animation is.
    m_canvas->setAccessibleName(tr("Systolic array animation"));
    m_canvas->setAccessibleDescription(
        tr("One processing element per cell: its state (active, filling, draining, loading, "
           "idle) is shown by colour and pattern, with the operands and partial sums in it."));
    m_playButton->setAccessibleName(tr("Play or pause"));
    m_backButton->setAccessibleName(tr("One cycle back"));
    m_forwardButton->setAccessibleName(tr("One cycle forward"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    m_readout->setAccessibleName(tr("Animation state"));
    m_timeline->setToolTip(tr("Scrub through the cycles"));
    const QStringList captions = { tr("&Rows"), tr("&Columns"), tr("&Dataflow"), tr("&M"), tr("&K"),
        tr("&N"), tr("Speed") };
    for (int i = 0; i < m_captions.size() && i < captions.size(); ++i)
        m_captions[i]->setText(captions[i]);
    updateButtonIcons();
    m_speedLabel->setText(tr("%1 cycles/s").arg(QLocale().toString(m_speed, 'f', 0)));
    updateReadout();
}

void SystolicView::updateButtonIcons()
{
    m_backButton->setIcon(m_icons.icon(this, QStyle::SP_MediaSeekBackward));
    m_forwardButton->setIcon(m_icons.icon(this, QStyle::SP_MediaSeekForward));
    m_playButton->setIcon(
        m_icons.icon(this, isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void SystolicView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_icons.clear();
        updateButtonIcons();
    }
    QWidget::changeEvent(event);
}

void SystolicView::setConfiguration(Dataflow dataflow, ArrayShape array, GemmShape gemm)
{
    array.rows = std::clamp(array.rows, 1, kMaxArraySide);
    array.cols = std::clamp(array.cols, 1, kMaxArraySide);
    gemm = GemmShape(GemmM(std::clamp<std::int64_t>(gemm.m(), 1, kMaxGemmDim)),
        GemmN(std::clamp<std::int64_t>(gemm.n(), 1, kMaxGemmDim)),
        GemmK(std::clamp<std::int64_t>(gemm.k(), 1, kMaxGemmDim)));
    pause();
    m_simulator = SystolicSimulator<float>::create(dataflow, array,
        smallIntegers(Eigen::Index(gemm.m()), Eigen::Index(gemm.k()), 1),
        smallIntegers(Eigen::Index(gemm.k()), Eigen::Index(gemm.n()), 2));
    // Paid once here rather than on the first scrub across folds.
    m_simulator->prepareRandomAccess();
    // Shapes are clamped above, so neither can fail; the estimate is the engine's closed form.
    m_estimate = *estimateCycles(dataflow, array, gemm);

    m_updatingControls = true;
    m_rows->setValue(array.rows);
    m_cols->setValue(array.cols);
    m_m->setValue(int(gemm.m()));
    m_k->setValue(int(gemm.k()));
    m_n->setValue(int(gemm.n()));
    m_dataflow->setCurrentIndex(m_dataflow->findData(dataflowName(dataflow)));
    m_timeline->setRange(
        0, int(std::min<std::int64_t>(m_estimate.clockCycles, kTimelineResolution)));
    m_updatingControls = false;
    refresh();
    emit configurationChanged();
}

void SystolicView::setGemm(GemmShape gemm)
{
    setConfiguration(m_simulator->geometry().dataflow(), m_simulator->geometry().array(), gemm);
}

void SystolicView::applyControls()
{
    const std::optional<Dataflow> d = dataflowFromName(m_dataflow->currentData().toString());
    setConfiguration(d.value_or(Dataflow::WeightStationary), { m_rows->value(), m_cols->value() },
        GemmShape { GemmM(m_m->value()), GemmN(m_n->value()), GemmK(m_k->value()) });
}

void SystolicView::play()
{
    if (isPlaying() || !m_simulator)
        return;
    if (m_simulator->finished())
        m_simulator->seek(0);
    m_pendingCycles = 0;
    m_elapsed.start();
    m_clock.start();
    retranslate();
    emit playingChanged(true);
}

void SystolicView::pause()
{
    if (!isPlaying())
        return;
    m_clock.stop();
    retranslate();
    emit playingChanged(false);
}

void SystolicView::togglePlay()
{
    isPlaying() ? pause() : play();
}

void SystolicView::stepForward()
{
    pause();
    seekToCycle(cycle() + 1);
}

void SystolicView::stepBackward()
{
    pause();
    seekToCycle(cycle() - 1);
}

void SystolicView::seekToCycle(qint64 cycle)
{
    if (!m_simulator)
        return;
    m_simulator->seek(cycle + 1);
    refresh();
}

void SystolicView::setControlsVisible(bool visible)
{
    for (QWidget* field : { static_cast<QWidget*>(m_rows), static_cast<QWidget*>(m_cols),
             static_cast<QWidget*>(m_dataflow), static_cast<QWidget*>(m_m),
             static_cast<QWidget*>(m_k), static_cast<QWidget*>(m_n) })
        field->setVisible(visible);
    // The last caption is the speed slider's, part of the transport.
    for (int i = 0; i + 1 < m_captions.size(); ++i)
        m_captions[i]->setVisible(visible);
}

void SystolicView::setSpeedCyclesPerSecond(double cyclesPerSecond)
{
    m_speed = std::clamp(cyclesPerSecond, 1.0, 1e7);
    m_updatingControls = true;
    m_speedSlider->setValue(int(std::lround(10.0 * std::log10(m_speed))));
    m_updatingControls = false;
    m_speedLabel->setText(tr("%1 cycles/s").arg(QLocale().toString(m_speed, 'f', 0)));
}

void SystolicView::tick()
{
    // Elapsed time, not timer ticks, sets the pace: a late frame advances more cycles.
    const double seconds = double(m_elapsed.nsecsElapsed()) * 1e-9;
    m_elapsed.start();
    m_pendingCycles += seconds * m_speed;
    const double whole = std::floor(m_pendingCycles);
    if (whole < 1)
        return;
    m_pendingCycles -= whole;
    const std::int64_t target = std::min<std::int64_t>(
        m_estimate.clockCycles, m_simulator->cyclesExecuted() + std::int64_t(whole));
    m_simulator->seek(target);
    refresh();
    if (m_simulator->finished())
        pause();
}

int SystolicView::sliderPosition(std::int64_t executed) const
{
    const std::int64_t total = std::max<std::int64_t>(1, m_estimate.clockCycles);
    return int(double(executed) / double(total) * m_timeline->maximum() + 0.5);
}

void SystolicView::refresh()
{
    m_snapshot = m_simulator->snapshot();
    m_updatingControls = true;
    m_timeline->setValue(sliderPosition(m_simulator->cyclesExecuted()));
    m_updatingControls = false;
    updateReadout();
    m_canvas->update();
    emit cycleChanged(m_snapshot.cycle);
}

void SystolicView::updateReadout()
{
    if (!m_simulator || !m_readout)
        return;
    const QLocale locale;
    const std::int64_t shown = std::max<std::int64_t>(0, m_snapshot.cycle);
    // Utilization so far counts the real MACs done in the cycles shown.
    const double soFar = m_snapshot.cycle >= 0 ? double(m_snapshot.macsDone)
            / (double(shown + 1) * m_estimate.array.rows * m_estimate.array.cols)
                                               : 0.0;
    m_readout->setText(
        tr("Cycle %1 / %2   ·   Fold %3 / %4   ·   Utilization %5 % (so far %6 %)   ·   "
           "Mapping efficiency %7 %")
            .arg(locale.toString(qint64(shown)), locale.toString(qint64(m_estimate.cycles)),
                locale.toString(qint64(m_snapshot.fold + 1)),
                locale.toString(qint64(m_estimate.folds)),
                locale.toString(100.0 * m_estimate.utilization, 'f', 1),
                locale.toString(100.0 * soFar, 'f', 1),
                locale.toString(100.0 * m_estimate.mappingEfficiency, 'f', 1)));
}

} // namespace ts
