// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chipcanvas.h"

#include "systolicstyle.h"

#include <QImage>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>

namespace ts {

namespace {

// Grids up to this many cells a side get one pixel block per fold or tile; larger ones group.
constexpr qint64 kMaxGridSide = 512;

QColor mix(const QColor& a, const QColor& b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
        float(a.greenF() + (b.greenF() - a.greenF()) * t),
        float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

ChipCanvas::ChipCanvas(QWidget* parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("The operator on the whole chip"));
}

QSize ChipCanvas::minimumSizeHint() const
{
    // A caption, a grid of two lines, the units' title, a row of units and the legend: about
    // eight lines of the type in use (presentation mode doubles it). Less and the parts
    // overlap; more and a 1280x720 projector's window has to grow (the tabs' minimum sizes add
    // up in the tab widget).
    const double line = std::max(double(fontMetrics().height()), m_minimumTextPixels * 1.25);
    return { int(line * 14), int(line * 8) };
}

void ChipCanvas::setSystolic(
    const engine::SystolicChipSchedule& schedule, const QString& deviceName)
{
    m_systolic = schedule;
    m_gpu.reset();
    m_deviceName = deviceName;
    setCycle(-1);
}

void ChipCanvas::setGpu(const engine::GpuChipSchedule& schedule, const QString& deviceName)
{
    m_gpu = schedule;
    m_systolic.reset();
    m_deviceName = deviceName;
    setSeconds(0);
}

void ChipCanvas::clear()
{
    m_systolic.reset();
    m_gpu.reset();
    update();
}

double ChipCanvas::durationSeconds() const
{
    if (m_systolic)
        return m_systolic->seconds(m_systolic->clockCycles());
    return m_gpu ? m_gpu->computeSeconds() : 0.0;
}

void ChipCanvas::setSeconds(double seconds)
{
    m_seconds = std::clamp(seconds, 0.0, durationSeconds());
    if (m_systolic) {
        const double perCycle = m_systolic->seconds(1);
        m_cycle = perCycle > 0 ? std::min(m_systolic->clockCycles() - 1,
                      qint64(std::floor(m_seconds / perCycle + 1e-9)) - 1)
                               : -1;
    }
    update();
}

void ChipCanvas::setCycle(qint64 cycle)
{
    if (!m_systolic) {
        m_cycle = -1;
        return;
    }
    m_cycle = std::clamp<qint64>(cycle, -1, m_systolic->clockCycles() - 1);
    m_seconds = m_systolic->seconds(m_cycle + 1);
    update();
}

void ChipCanvas::setMinimumTextPixels(double pixels)
{
    if (pixels == m_minimumTextPixels)
        return;
    m_minimumTextPixels = pixels;
    updateGeometry();
    update();
}

QString ChipCanvas::caption() const
{
    const QLocale locale;
    if (m_systolic) {
        const auto& a = m_systolic->hardware().array;
        //: the whole-chip view of a systolic chip: %1 units, %2 × %3 PEs each, %4 folds
        return tr("%1: %2 matrix units of %3 × %4 · %5 folds, %6 per unit")
            .arg(m_deviceName, locale.toString(m_systolic->units()), locale.toString(a.rows),
                locale.toString(a.cols), locale.toString(m_systolic->folds()),
                locale.toString(m_systolic->foldsPerUnit()));
    }
    if (m_gpu) {
        //: the whole-chip view of a GPU: %1 SMs, %2 CTAs of %3 × %4 tiles, %5 waves
        return tr("%1: %2 SMs · %3 CTAs of %4 × %5 in %6 waves")
            .arg(m_deviceName, locale.toString(m_gpu->smCount()), locale.toString(m_gpu->ctas()),
                locale.toString(m_gpu->tileM()), locale.toString(m_gpu->tileN()),
                locale.toString(m_gpu->waves()));
    }
    return {};
}

double ChipCanvas::foldState(qint64 fold) const
{
    const int units = m_systolic->units();
    const int unit = int(fold % units);
    const qint64 j = fold / units;
    const engine::SystolicUnitState state = m_systolic->unitAt(unit, m_cycle);
    if (j < state.foldsDone)
        return 1.0;
    if (state.fold == fold)
        return std::max(1e-3, state.progress);
    return 0.0;
}

double ChipCanvas::ctaState(qint64 cta) const
{
    const qint64 wave = cta / m_gpu->smCount();
    const qint64 running = m_gpu->waveAt(m_seconds);
    if (wave < running)
        return 1.0;
    if (wave == running && m_seconds > 0)
        return std::max(1e-3, m_gpu->waveProgress(m_seconds));
    return 0.0;
}

// The legend's colours and names, in the order they are laid out and drawn.
std::array<std::pair<QColor, QString>, 4> ChipCanvas::legendEntries(const SystolicStyle& style)
{
    return { {
        { style.outputDone, tr("done") },
        { style.active, tr("running") },
        { style.outputPending, tr("waiting") },
        { style.background, tr("no work") },
    } };
}

void ChipCanvas::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const SystolicStyle style = SystolicStyle::fromPalette(palette());
    painter.fillRect(rect(), style.background);
    if (isEmpty())
        return;
    QFont font = this->font();
    if (QFontInfo(font).pixelSize() < m_minimumTextPixels)
        font.setPixelSize(int(std::ceil(m_minimumTextPixels)));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double line = metrics.height();
    const double margin = line * 0.5;
    QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    painter.setPen(style.text);

    // The caption: what is drawn, in the engine's counts.
    const QString text = caption();
    QRectF captionRect(area.left(), area.top(), area.width(), line * 2.2);
    painter.drawText(captionRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    const QRectF captionUsed
        = painter.boundingRect(captionRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    area.setTop(captionUsed.bottom() + margin);

    const std::array<std::pair<QColor, QString>, 4> entries = legendEntries(style);
    const FrameLayout frame = layOutFrame(painter, metrics, area, entries);
    paintProgressGrid(painter, frame.grid, style);
    paintUnits(painter, frame, style);
    paintLegend(painter, frame, entries, style);
}

ChipCanvas::FrameLayout ChipCanvas::layOutFrame(QPainter& painter, const QFontMetricsF& metrics,
    const QRectF& area, const std::array<std::pair<QColor, QString>, 4>& entries) const
{
    FrameLayout frame;
    const double line = metrics.height();
    const double margin = line * 0.5;
    frame.line = line;
    frame.margin = margin;
    frame.area = area;
    // The units strip below, the legend under it. The legend's entries flow onto as many
    // lines as the width needs; the unit boxes take the largest side at which all of them fit
    // in a third of what is left, so a narrow chart on a projector never overlaps them.
    const int units = m_systolic ? m_systolic->units() : m_gpu->smCount();
    QList<QRectF> swatches;
    {
        double x = 0;
        double y = 0;
        for (const auto& entry : entries) {
            const double width = line * 1.1 + metrics.horizontalAdvance(entry.second);
            if (x > 0 && x + width > area.width()) {
                x = 0;
                y += line * 1.2;
            }
            swatches.append(QRectF(x, y, width, line));
            x += width + line;
        }
    }
    const double legendHeight = swatches.constLast().bottom() + line * 0.3;
    const QString unitsTitle = [&] {
        const QLocale locale;
        if (m_systolic)
            return tr("Matrix units: folds done %1 of %2")
                .arg(locale.toString(m_systolic->foldsDoneAt(m_cycle)),
                    locale.toString(m_systolic->folds()));
        const qint64 wave = std::min(m_gpu->waves(), m_gpu->waveAt(m_seconds) + 1);
        return tr("SMs: wave %1 of %2, %3 of %4 SMs busy")
            .arg(locale.toString(wave), locale.toString(m_gpu->waves()),
                locale.toString(m_gpu->busySmsAt(m_seconds)), locale.toString(m_gpu->smCount()));
    }();
    const double titleHeight
        = painter.boundingRect(QRectF(0, 0, area.width(), 10 * line), Qt::TextWordWrap, unitsTitle)
              .height();
    const double room = std::max(line, (area.height() - legendHeight - titleHeight - margin) / 3);
    double unitSide = m_systolic ? line * 2.5 : line * 1.1;
    int perRow = 1;
    int unitRows = units;
    for (; unitSide >= 3; unitSide -= 1) {
        perRow = std::max(1, std::min(units, int(area.width() / unitSide)));
        unitRows = (units + perRow - 1) / perRow;
        if (unitRows * unitSide <= room)
            break;
    }
    const double stripHeight = titleHeight + unitRows * unitSide;
    const QRectF grid(area.left(), area.top(), area.width(),
        std::max(line, area.height() - stripHeight - legendHeight - 2 * margin));
    frame.units = units;
    frame.swatches = swatches;
    frame.unitsTitle = unitsTitle;
    frame.titleHeight = titleHeight;
    frame.unitSide = unitSide;
    frame.perRow = perRow;
    frame.unitRows = unitRows;
    frame.grid = grid;
    return frame;
}

// Fills m_image with a pixel per fold or tile (or group of them) coloured by its state.
void ChipCanvas::fillProgressImage(const SystolicStyle& style)
{
    // The grid: products stacked, rows of folds (K tiles) or tiles of C, columns of folds (N
    // tiles) or tiles of C (and split-K slices).
    qint64 rows = 0;
    qint64 cols = 0;
    if (m_systolic) {
        rows = m_systolic->shape().batch() * m_systolic->rowFolds();
        cols = m_systolic->colFolds();
    } else {
        rows = m_gpu->shape().batch() * m_gpu->tilesM();
        cols = m_gpu->tilesN() * m_gpu->splitK();
    }
    const qint64 groupRows = std::max<qint64>(1, (rows + kMaxGridSide - 1) / kMaxGridSide);
    const qint64 groupCols = std::max<qint64>(1, (cols + kMaxGridSide - 1) / kMaxGridSide);
    const int imageRows = int((rows + groupRows - 1) / groupRows);
    const int imageCols = int((cols + groupCols - 1) / groupCols);
    // Kept between frames (a frame per cycle while playing): one buffer, not a megabyte
    // allocated and freed sixty times a second.
    if (m_image.width() != imageCols || m_image.height() != imageRows)
        m_image = QImage(imageCols, imageRows, QImage::Format_RGB32);
    QImage& image = m_image;
    const QColor waiting = style.outputPending;
    const QColor running = style.active;
    const QColor done = style.outputDone;
    for (int r = 0; r < imageRows; ++r) {
        for (int c = 0; c < imageCols; ++c) {
            double sum = 0;
            int count = 0;
            double partial = -1;
            for (qint64 gr = 0; gr < groupRows; ++gr) {
                const qint64 row = qint64(r) * groupRows + gr;
                if (row >= rows)
                    break;
                for (qint64 gc = 0; gc < groupCols; ++gc) {
                    const qint64 col = qint64(c) * groupCols + gc;
                    if (col >= cols)
                        break;
                    double state = 0;
                    if (m_systolic) {
                        const qint64 product = row / m_systolic->rowFolds();
                        const qint64 local = (row % m_systolic->rowFolds()) * cols + col;
                        state = foldState(product * m_systolic->rowFolds() * cols + local);
                    } else {
                        const qint64 product = row / m_gpu->tilesM();
                        const qint64 tileRow = row % m_gpu->tilesM();
                        const qint64 cta = product * m_gpu->tilesM() * cols + tileRow * cols + col;
                        state = ctaState(cta);
                    }
                    if (state > 0 && state < 1)
                        partial = std::max(partial, state);
                    sum += state;
                    ++count;
                }
            }
            const double mean = count ? sum / count : 0;
            QColor color = partial >= 0 ? mix(running.lighter(150), running, partial)
                : mean >= 1             ? done
                : mean > 0              ? mix(waiting, done, mean)
                                        : waiting;
            image.setPixel(c, r, color.rgb());
        }
    }
}

void ChipCanvas::paintProgressGrid(
    QPainter& painter, const QRectF& grid, const SystolicStyle& style)
{
    fillProgressImage(style);
    const QImage& image = m_image;
    const int imageRows = image.height();
    const int imageCols = image.width();
    // A wide grid (a 6 × 393 fold grid) wraps into bands, like lines of text, so that its
    // cells fill the area rather than a strip; a band is a run of columns of every row.
    const int bands = std::clamp(int(std::lround(std::sqrt(double(imageCols) * grid.height()
                                     / (double(imageRows) * grid.width())))),
        1, imageCols);
    if (bands > 1) {
        const int width = (imageCols + bands - 1) / bands;
        const int gap = 1;
        const QSize wrappedSize(width, imageRows * bands + gap * (bands - 1));
        if (m_wrapped.size() != wrappedSize)
            m_wrapped = QImage(wrappedSize, QImage::Format_RGB32);
        QImage& wrapped = m_wrapped;
        wrapped.fill(style.background);
        for (int b = 0; b < bands; ++b) {
            for (int r = 0; r < imageRows; ++r) {
                for (int c = 0; c < width && b * width + c < imageCols; ++c)
                    wrapped.setPixel(c, b * (imageRows + gap) + r, image.pixel(b * width + c, r));
            }
        }
    }
    const QImage& drawn = bands > 1 ? m_wrapped : m_image;
    const int drawnCols = drawn.width();
    const int drawnRows = drawn.height();
    // Square cells where they fit, centred; never smaller than a pixel per group.
    const double cell = std::min(grid.width() / drawnCols, grid.height() / drawnRows);
    const QRectF target(grid.left() + (grid.width() - cell * drawnCols) / 2, grid.top(),
        cell * drawnCols, cell * drawnRows);
    painter.drawImage(target, drawn);
    if (cell >= 6) {
        painter.setPen(QPen(style.background, 1));
        for (int c = 1; c < drawnCols; ++c)
            painter.drawLine(QPointF(target.left() + c * cell, target.top()),
                QPointF(target.left() + c * cell, target.bottom()));
        for (int r = 1; r < drawnRows; ++r)
            painter.drawLine(QPointF(target.left(), target.top() + r * cell),
                QPointF(target.right(), target.top() + r * cell));
    }
    painter.setPen(style.gridLine);
    painter.drawRect(target);
}

void ChipCanvas::paintUnits(QPainter& painter, const FrameLayout& frame, const SystolicStyle& style)
{
    const QRectF& area = frame.area;
    const QRectF& grid = frame.grid;
    const double margin = frame.margin;
    const QString& unitsTitle = frame.unitsTitle;
    const double titleHeight = frame.titleHeight;
    const int units = frame.units;
    const double unitSide = frame.unitSide;
    const int perRow = frame.perRow;
    const QColor waiting = style.outputPending;
    const QColor running = style.active;
    const QColor done = style.outputDone;
    // The units: a matrix unit filled as far as its fold has got, or an SM busy or idle.
    double y = grid.bottom() + margin;
    painter.setPen(style.text);
    painter.drawText(QRectF(area.left(), y, area.width(), titleHeight),
        Qt::TextWordWrap | Qt::AlignLeft, unitsTitle);
    y += titleHeight;
    for (int u = 0; u < units; ++u) {
        const QRectF box(area.left() + (u % perRow) * unitSide, y + (u / perRow) * unitSide,
            unitSide - 2, unitSide - 2);
        double fill = 0;
        bool busy = false;
        bool unused = false; // a unit (SM) the GEMM never gives a fold (CTA)
        if (m_systolic) {
            const engine::SystolicUnitState s = m_systolic->unitAt(u, m_cycle);
            unused = m_systolic->foldsOf(u) == 0;
            busy = s.fold >= 0 && m_cycle >= 0;
            fill = busy ? s.progress : (s.fold < 0 && !unused ? 1.0 : 0.0);
        } else {
            unused = u >= m_gpu->ctas();
            const qint64 wave = m_gpu->waveAt(m_seconds);
            busy = m_seconds > 0 && wave < m_gpu->waves()
                && wave * m_gpu->smCount() + u < m_gpu->ctas();
            fill = busy ? m_gpu->waveProgress(m_seconds) : 0.0;
        }
        painter.fillRect(box,
            unused ? style.background
                   : (busy ? running.lighter(160) : (fill >= 1 ? done : waiting)));
        if (busy)
            painter.fillRect(QRectF(box.left(), box.bottom() - box.height() * fill, box.width(),
                                 box.height() * fill),
                running);
        painter.setPen(style.gridLine);
        painter.drawRect(box);
    }
}

void ChipCanvas::paintLegend(QPainter& painter, const FrameLayout& frame,
    const std::array<std::pair<QColor, QString>, 4>& entries, const SystolicStyle& style)
{
    const double line = frame.line;
    const double margin = frame.margin;
    const QList<QRectF>& swatches = frame.swatches;
    const QRectF& area = frame.area;
    // The units' top, as paintUnits() has it, in the same arithmetic.
    double y = frame.grid.bottom() + margin;
    y += frame.titleHeight;
    const int unitRows = frame.unitRows;
    const double unitSide = frame.unitSide;
    // Legend: under the units, never over them (a canvas too short for all is cut at its
    // bottom; its minimum size asks for enough).
    const double legendTop = y + unitRows * unitSide + margin * 0.5;
    for (int i = 0; i < swatches.size(); ++i) {
        const QRectF at = swatches[i].translated(area.left(), legendTop);
        const QRectF swatch(at.left(), at.top() + line * 0.15, line * 0.8, line * 0.8);
        painter.fillRect(swatch, entries[i].first);
        painter.setPen(style.gridLine);
        painter.drawRect(swatch);
        painter.setPen(style.text);
        painter.drawText(QRectF(at.left() + line * 1.1, at.top(), at.width(), line), Qt::AlignLeft,
            entries[i].second);
    }
}

} // namespace ts
