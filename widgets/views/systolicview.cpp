// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicview.h"

#include "flowlayout.h"
#include "playbacktransport.h"
#include "systolicpainter.h"
#include "systolicstyle.h"
#include "transportbar.h"

#include "style/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QSpinBox>
#include <QVBoxLayout>

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
        // Half of the side-by-side tab in a 1280x800 window (docks open) is about 420 px wide.
        setMinimumSize(360, 260);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        SystolicStyle style = SystolicStyle::fromPalette(palette());
        style.minimumTextPixels = m_view->minimumTextPixels();
        SystolicPainter::paint(painter, m_view->snapshot(), QRectF(rect()), style);
    }

private:
    const SystolicView* m_view;
};

namespace {

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
    , m_transport(new PlaybackTransport(PlaybackTransport::Unit::Cycles, this))
{
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
    m_transportBar = new TransportBar(m_transport, TransportBar::All, this);
    // Keyboard control for a presenter: Space plays or pauses, the arrow keys step.
    m_transportBar->bindShortcuts(this);
    auto spin = [this](int max) {
        auto* s = new QSpinBox(this);
        s->setRange(1, max);
        s->setAccelerated(true);
        return s;
    };
    m_rows = spin(kMaxArraySide);
    m_cols = spin(kMaxArraySide);
    m_m = spin(kMaxGemmDim);
    m_n = spin(kMaxGemmDim);
    m_k = spin(kMaxGemmDim);
    m_dataflow = new QComboBox(this);
    for (const QString& name : dataflowNames())
        m_dataflow->addItem(name.toUpper(), name);
    m_readout = new QLabel(this);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long readout (in French or German) wraps rather than widening the window.
    m_readout->setWordWrap(true);
    updateReadoutFont();

    // Caption and field stay together; the pairs wrap onto a second row in a narrow window.
    auto* shape = new FlowLayout;
    auto addField = [this, shape](QWidget* field) {
        auto* pair = new QWidget(this);
        auto* row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        auto* caption = new QLabel(pair);
        caption->setBuddy(field);
        m_captions.append(caption);
        row->addWidget(caption);
        row->addWidget(field);
        shape->addWidget(pair);
    };
    addField(m_rows);
    addField(m_cols);
    addField(m_dataflow);
    // M, N, K: the written order of every GEMM in the program.
    addField(m_m);
    addField(m_n);
    addField(m_k);

    m_schedule = new QLabel(this);
    m_schedule->setObjectName(QStringLiteral("scheduleNote"));
    m_schedule->setWordWrap(true);
    m_schedule->setTextFormat(Qt::PlainText);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_schedule);
    layout->addWidget(m_transportBar);
    layout->addLayout(shape);

    connect(m_transport, &PlaybackTransport::positionChanged, this, [this](double cycle) {
        if (!m_simulator)
            return;
        m_simulator->seek(std::int64_t(cycle) + 1);
        refresh();
    });
    connect(m_transport, &PlaybackTransport::playingChanged, this, &SystolicView::playingChanged);
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
    // Screen readers: the canvas says what it is; the readout (its accessible description)
    // says where the animation is.
    m_canvas->setAccessibleName(tr("Systolic array animation"));
    m_canvas->setAccessibleDescription(
        tr("One processing element per cell: its state (active, filling, draining, loading, "
           "idle) is shown by colour and pattern, with the operands and partial sums in it."));
    m_readout->setAccessibleName(tr("Animation state"));
    const QStringList captions
        = { tr("&Rows"), tr("&Columns"), tr("&Dataflow"), tr("&M"), tr("&N"), tr("&K") };
    for (int i = 0; i < m_captions.size() && i < captions.size(); ++i)
        m_captions[i]->setText(captions[i]);
    updateReadout();
}

void SystolicView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // The readout's own font stops the window's at it: follow every change of ours (the
    // presentation's larger type, issue 19).
    if (event->type() == QEvent::FontChange)
        updateReadoutFont();
    QWidget::changeEvent(event);
}

void SystolicView::updateReadoutFont()
{
    m_readout->setFont(Theme::readoutFont(font()));
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
    // The animation is SCALE-Sim's schedule, which it must reproduce exactly; a TPU MXU
    // double-buffers its weights, and the engine times TPUs that way (docs/engine.md).
    const auto buffered = doubleBufferedCycles(m_estimate, gemm, m_estimate.folds);
    m_schedule->setVisible(bool(buffered));
    if (buffered) {
        const QLocale locale;
        // Whole sentences per dataflow: the tile's name does not translate as a word alone.
        const QString text = dataflow == Dataflow::WeightStationary
            ? tr("Shown: SCALE-Sim's schedule, each fold shifting its weight tile in before it "
                 "streams. An array that double-buffers the tile (a TPU MXU, as the engine times "
                 "it) shifts the next one in meanwhile: %1 cycles instead of %2.")
            : tr("Shown: SCALE-Sim's schedule, each fold shifting its input tile in before it "
                 "streams. An array that double-buffers the tile shifts the next one in "
                 "meanwhile: %1 cycles instead of %2.");
        m_schedule->setText(text.arg(
            locale.toString(qint64(*buffered)), locale.toString(qint64(m_estimate.clockCycles))));
    }

    m_updatingControls = true;
    m_rows->setValue(array.rows);
    m_cols->setValue(array.cols);
    m_m->setValue(int(gemm.m()));
    m_k->setValue(int(gemm.k()));
    m_n->setValue(int(gemm.n()));
    m_dataflow->setCurrentIndex(m_dataflow->findData(dataflowName(dataflow)));
    m_updatingControls = false;
    // −1: before the first cycle; the last is the estimate's final clock cycle.
    m_transport->setRange(-1, double(m_estimate.clockCycles - 1));
    m_transport->seek(-1);
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

bool SystolicView::isPlaying() const
{
    return m_transport->isPlaying();
}

double SystolicView::speedCyclesPerSecond() const
{
    return m_transport->speed();
}

void SystolicView::play()
{
    m_transport->play();
}

void SystolicView::pause()
{
    m_transport->pause();
}

void SystolicView::togglePlay()
{
    m_transport->togglePlay();
}

void SystolicView::stepForward()
{
    m_transport->stepForward();
}

void SystolicView::stepBackward()
{
    m_transport->stepBackward();
}

void SystolicView::seekToCycle(qint64 cycle)
{
    m_transport->seek(double(cycle));
}

void SystolicView::setSpeedCyclesPerSecond(double cyclesPerSecond)
{
    m_transport->setSpeed(cyclesPerSecond);
}

void SystolicView::setMinimumTextPixels(double pixels)
{
    if (pixels == m_minimumTextPixels)
        return;
    m_minimumTextPixels = pixels;
    m_canvas->update();
}

void SystolicView::setControlsVisible(bool visible)
{
    for (QWidget* field : { static_cast<QWidget*>(m_rows), static_cast<QWidget*>(m_cols),
             static_cast<QWidget*>(m_dataflow), static_cast<QWidget*>(m_m),
             static_cast<QWidget*>(m_n), static_cast<QWidget*>(m_k) })
        field->setVisible(visible);
    for (QLabel* caption : std::as_const(m_captions)) {
        caption->setVisible(visible);
        caption->parentWidget()->setVisible(visible); // the caption's pair with its field
    }
}

void SystolicView::refresh()
{
    m_snapshot = m_simulator->snapshot();
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
