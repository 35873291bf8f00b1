// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicview.h"

#include "style/plaintext.h"

#include "chipcanvas.h"
#include "readoutlabel.h"
#include "zoomtoggle.h"

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
#include <QPushButton>
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
    : AnimatedView(PlaybackTransport::Unit::Cycles, parent)
{
    buildUi();
    setConfiguration(
        Dataflow::WeightStationary, { 8, 8 }, GemmShape { GemmM(16), GemmN(16), GemmK(16) });
    setSpeedCyclesPerSecond(4);
}

SystolicView::~SystolicView() = default;

void SystolicView::buildUi()
{
    m_canvas = new SystolicCanvas(this, this);
    // Keyboard control for a presenter: Space plays or pauses, the arrow keys step.
    createTransportBar(TransportBar::All)->bindShortcuts(this);
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
    createReadout()->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The pairs of caption and field wrap onto a second row in a narrow window.
    auto* shape = new FlowLayout;
    // M, N, K: the written order of every GEMM in the program.
    for (QWidget* field : { static_cast<QWidget*>(m_rows), static_cast<QWidget*>(m_cols),
             static_cast<QWidget*>(m_dataflow), static_cast<QWidget*>(m_m),
             static_cast<QWidget*>(m_n), static_cast<QWidget*>(m_k) })
        addField(shape, field, this);

    // Showing an operator: the whole chip, or one matrix unit's PEs.
    createChipLevel(QStringLiteral("systolicChipCanvas"), QStringLiteral("systolicZoom"));
    shape->addWidget(m_zoom->button());

    m_schedule = new QLabel(this);
    m_schedule->setObjectName(QStringLiteral("scheduleNote"));
    m_schedule->setWordWrap(true);
    PlainText::makePlain(m_schedule);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_chipCanvas, 1);
    layout->addWidget(m_schedule);
    layout->addWidget(m_transportBar);
    layout->addLayout(shape);

    connect(transport(), &PlaybackTransport::positionChanged, this, [this](double cycle) {
        if (m_chip) {
            m_chipCycle = std::int64_t(cycle);
            m_chipCanvas->setCycle(m_chipCycle);
            if (m_zoomedIn)
                showFoldAt(m_chipCycle);
            updateReadout();
            emit cycleChanged(m_chipCycle);
            return;
        }
        if (!m_simulator)
            return;
        m_simulator->seek(std::int64_t(cycle) + 1);
        refresh();
    });
    for (QSpinBox* s : { m_rows, m_cols, m_m, m_k, m_n })
        rebuildOnEdit(s);
    rebuildOnEdit(m_dataflow);
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
    setCaptions({ tr("&Rows"), tr("&Columns"), tr("&Dataflow"), tr("&M"), tr("&N"), tr("&K") });
    updateReadout();
}

void SystolicView::limitShapes(ArrayShape& array, GemmShape& gemm)
{
    array.rows = std::clamp(array.rows, 1, kMaxArraySide);
    array.cols = std::clamp(array.cols, 1, kMaxArraySide);
    gemm = GemmShape(GemmM(std::clamp<std::int64_t>(gemm.m(), 1, kMaxGemmDim)),
        GemmN(std::clamp<std::int64_t>(gemm.n(), 1, kMaxGemmDim)),
        GemmK(std::clamp<std::int64_t>(gemm.k(), 1, kMaxGemmDim)));
}

void SystolicView::buildSimulator(Dataflow dataflow, ArrayShape array, GemmShape gemm)
{
    limitShapes(array, gemm);
    m_simulator = SystolicSimulator<float>::create(dataflow, array,
        smallIntegers(Eigen::Index(gemm.m()), Eigen::Index(gemm.k()), 1),
        smallIntegers(Eigen::Index(gemm.k()), Eigen::Index(gemm.n()), 2));
    // Paid once here rather than on the first scrub across folds.
    m_simulator->prepareRandomAccess();
    // Shapes are clamped above, so neither can fail; the estimate is the engine's closed form.
    m_estimate = *estimateCycles(dataflow, array, gemm);
}

void SystolicView::setConfiguration(Dataflow dataflow, ArrayShape array, GemmShape gemm)
{
    limitShapes(array, gemm);
    pause();
    // The free array of the controls: an operator's chip, if shown, gives way.
    m_chip.reset();
    m_zoomedIn = false;
    m_freeDataflow = dataflow;
    m_freeArray = array;
    m_chipCanvas->clear();
    m_chipCanvas->hide();
    m_canvas->show();
    updateZoomButton();
    showFields();
    // Back from an operator's chip to the same free array and GEMM: the simulation is there.
    const bool same = m_simulator && m_foldGemm.isEmpty() && m_estimate.gemm == gemm
        && m_estimate.array.rows == array.rows && m_estimate.array.cols == array.cols
        && m_estimate.dataflow == dataflow;
    if (!same)
        buildSimulator(dataflow, array, gemm);
    m_foldGemm = GemmShape();
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
    transport()->setRange(-1, double(m_estimate.clockCycles - 1));
    transport()->seek(-1);
    emit configurationChanged();
}

void SystolicView::setGemm(GemmShape gemm)
{
    setConfiguration(m_freeDataflow, m_freeArray, gemm);
}

void SystolicView::showOperator(
    const QString& name, const engine::SystolicChipSchedule& schedule, const QString& deviceName)
{
    pause();
    m_chip = schedule;
    m_chipOperator = name;
    m_chipDevice = deviceName;
    m_chipCycle = -1;
    m_foldGemm = GemmShape();
    m_chipCanvas->setSystolic(schedule, deviceName);
    m_zoomedIn = false;
    m_canvas->hide();
    m_chipCanvas->show();
    m_schedule->hide();
    updateZoomButton();
    showFields();
    // The chip's clock cycles, as the engine counts them: −1 before the first.
    transport()->setRange(-1, double(schedule.clockCycles() - 1));
    transport()->seek(-1);
    // A whole operator runs for millions of cycles: a second of playback shows about a
    // thousandth of it, whatever its size.
    transport()->setSpeed(std::clamp(double(schedule.clockCycles()) / 20.0, 1.0, 1e7));
    updateReadout();
    emit configurationChanged();
}

void SystolicView::setZoomedIn(bool in)
{
    in = in && m_chip.has_value();
    if (in == m_zoomedIn) {
        updateZoomButton();
        return;
    }
    m_zoomedIn = in;
    m_chipCanvas->setVisible(m_chip && !in);
    m_canvas->setVisible(!m_chip || in);
    m_schedule->setVisible(in);
    if (in)
        showFoldAt(m_chipCycle);
    updateZoomButton();
    updateReadout();
}

void SystolicView::updateZoomButton()
{
    m_zoom->setState(m_chip.has_value(), m_zoomedIn,
        m_zoomedIn ? tr("Zoom out to the whole chip (Z)") : tr("Zoom in to one matrix unit (Z)"));
}

void SystolicView::showFoldAt(qint64 cycle)
{
    if (!m_chip)
        return;
    const engine::SystolicChipSchedule& chip = *m_chip;
    const int units = chip.units();
    // The fold unit 0 has in hand; before the first cycle its first, after its last its last.
    qint64 fold = chip.unitAt(0, cycle).fold;
    if (fold < 0)
        fold = (chip.foldsOf(0) - 1) * units;
    const qint64 j = fold / units;
    const qint64 start = j == 0 ? 0 : chip.foldEnd(j - 1);
    const engine::FoldPlace place = chip.place(fold);
    const ArrayShape array = chip.hardware().array;
    const GemmShape g = chip.shape();
    const systolic::Dataflow dataflow = chip.estimate().perProduct.dataflow;
    // The fold's tile: weight-stationary, R rows of K by C columns of N (input-stationary: K by
    // M); the streamed operand runs its whole length, up to the simulator's limit.
    const bool weights = dataflow != systolic::Dataflow::InputStationary;
    const qint64 tileRows = std::min<qint64>(array.rows, g.k() - place.rowFold * array.rows);
    const qint64 tileCols
        = std::min<qint64>(array.cols, (weights ? g.n() : g.m()) - place.colFold * array.cols);
    const qint64 stream = weights ? g.m() : g.n();
    const qint64 shown = std::min<qint64>(stream, kMaxGemmDim);
    const GemmShape tile = weights ? GemmShape(GemmM(shown), GemmN(tileCols), GemmK(tileRows))
                                   : GemmShape(GemmM(tileCols), GemmN(shown), GemmK(tileRows));
    const ArrayShape simulated = m_simulator ? m_simulator->geometry().array() : ArrayShape {};
    if (!(tile == m_foldGemm) || simulated.rows != array.rows || simulated.cols != array.cols) {
        buildSimulator(dataflow, array, tile);
        m_foldGemm = tile;
    }
    // A double-buffered fold after a unit's first had its tile shifted in during the one
    // before: it starts where SCALE-Sim's fold has finished loading.
    const qint64 length = chip.foldEnd(j) - start;
    const qint64 preloaded
        = j > 0 ? std::max<qint64>(0, chip.estimate().perProduct.cyclesPerFold - length) : 0;
    // Where a stream longer than the simulator's limit is cut, the fold's progress maps onto
    // the part drawn: the PEs show the phase the whole fold is in.
    qint64 local = cycle < 0 ? -1 : cycle - start + preloaded;
    if (shown < stream && local >= 0) {
        const qint64 full = chip.estimate().perProduct.cyclesPerFold;
        const qint64 drawn = m_estimate.clockCycles;
        local = qint64(double(local) * double(drawn) / double(std::max<qint64>(1, full)));
    }
    m_simulator->seek(local + 1);
    m_snapshot = m_simulator->snapshot();
    const QLocale locale;
    m_foldNote = tr("One matrix unit, PE by PE: unit 0's fold %1 of %2 (rows %3–%4 of K, columns "
                    "%5–%6), its cycle %7.")
                     .arg(locale.toString(j + 1), locale.toString(chip.foldsOf(0)),
                         locale.toString(place.rowFold * array.rows + 1),
                         locale.toString(place.rowFold * array.rows + tileRows),
                         locale.toString(place.colFold * array.cols + 1),
                         locale.toString(place.colFold * array.cols + tileCols),
                         locale.toString(qint64(std::max<std::int64_t>(0, m_snapshot.cycle))));
    if (shown < stream)
        m_foldNote += QLatin1Char(' ')
            + tr("The first %1 of its %2 streamed rows are drawn, at the same share of the fold.")
                  .arg(locale.toString(shown), locale.toString(stream));
    m_schedule->setText(m_foldNote);
    m_canvas->update();
}

void SystolicView::applyControls()
{
    const std::optional<Dataflow> d = dataflowFromName(m_dataflow->currentData().toString());
    setConfiguration(d.value_or(Dataflow::WeightStationary), { m_rows->value(), m_cols->value() },
        GemmShape { GemmM(m_m->value()), GemmN(m_n->value()), GemmK(m_k->value()) });
}

void SystolicView::setControlsVisible(bool visible)
{
    m_controlsVisible = visible;
    showFields();
}

void SystolicView::setTransportVisible(bool visible)
{
    m_transportBar->setVisible(visible);
}

void SystolicView::showFields()
{
    // An operator's chip has its own array and GEMM: the free array's fields would only
    // mislead beside it (editing one returns to the free array).
    const bool visible = m_controlsVisible && !m_chip;
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
    if (!m_readout)
        return;
    const QLocale locale;
    if (m_chip) {
        const engine::SystolicChipSchedule& chip = *m_chip;
        const auto text = [&](qint64 cycle) {
            return tr("%1 on %2   ·   cycle %3 of %4   ·   folds done %5 of %6   ·   utilization "
                      "%7 %   ·   mapping efficiency %8 %")
                .arg(m_chipOperator, m_chipDevice,
                    locale.toString(qint64(std::max<qint64>(0, cycle + 1))),
                    locale.toString(chip.clockCycles()), locale.toString(chip.foldsDoneAt(cycle)),
                    locale.toString(chip.folds()),
                    locale.toString(100.0 * chip.utilization(), 'f', 1),
                    locale.toString(100.0 * chip.estimate().perProduct.mappingEfficiency, 'f', 1));
        };
        m_readout->setTexts(text(m_chipCycle), text(chip.clockCycles() - 1));
        return;
    }
    if (!m_simulator)
        return;
    // Utilization so far counts the real MACs done in the cycles shown.
    const auto text = [&](std::int64_t cycle, std::int64_t fold, double soFar) {
        return tr("Cycle %1 / %2   ·   Fold %3 / %4   ·   Utilization %5 % (so far %6 %)   ·   "
                  "Mapping efficiency %7 %")
            .arg(locale.toString(qint64(std::max<std::int64_t>(0, cycle))),
                locale.toString(qint64(m_estimate.cycles)), locale.toString(qint64(fold + 1)),
                locale.toString(qint64(m_estimate.folds)),
                locale.toString(100.0 * m_estimate.utilization, 'f', 1),
                locale.toString(100.0 * soFar, 'f', 1),
                locale.toString(100.0 * m_estimate.mappingEfficiency, 'f', 1));
    };
    const std::int64_t shown = std::max<std::int64_t>(0, m_snapshot.cycle);
    const double soFar = m_snapshot.cycle >= 0 ? double(m_snapshot.macsDone)
            / (double(shown + 1) * m_estimate.array.rows * m_estimate.array.cols)
                                               : 0.0;
    // The widest: the last cycle and fold, and three digits of utilization so far.
    m_readout->setTexts(text(m_snapshot.cycle, m_snapshot.fold, soFar),
        text(m_estimate.cycles, m_estimate.folds - 1, 1.0));
}

} // namespace ts
