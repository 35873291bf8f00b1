// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicpainter.h"

#include "style/theme.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace ts {

using systolic::Dataflow;
using systolic::PeActivity;

namespace {

constexpr PeActivity kStates[] = { PeActivity::Idle, PeActivity::Loading, PeActivity::Filling,
    PeActivity::Active, PeActivity::Draining };

QString stateName(PeActivity a)
{
    switch (a) {
    case PeActivity::Idle:
        return SystolicPainter::tr("idle (padding)");
    case PeActivity::Loading:
        return SystolicPainter::tr("loading");
    case PeActivity::Filling:
        return SystolicPainter::tr("filling");
    case PeActivity::Active:
        return SystolicPainter::tr("active");
    case PeActivity::Draining:
        return SystolicPainter::tr("draining");
    }
    return {};
}

/// The pattern that doubles each state's colour (never colour alone): active is solid.
Qt::BrushStyle patternOf(PeActivity a)
{
    switch (a) {
    case PeActivity::Loading:
        return Qt::HorPattern;
    case PeActivity::Filling:
        return Qt::BDiagPattern;
    case PeActivity::Draining:
        return Qt::Dense6Pattern;
    default:
        return Qt::NoBrush;
    }
}

bool patternPixel(PeActivity a, int x, int y)
{
    switch (a) {
    case PeActivity::Loading:
        return y % 3 == 0;
    case PeActivity::Filling:
        return (x + y) % 4 == 0;
    case PeActivity::Draining:
        return x % 3 == 0 && y % 3 == 0;
    default:
        return false;
    }
}

} // namespace

QString SystolicPainter::formatValue(float v)
{
    const double value = double(v);
    const double magnitude = std::abs(value);
    if (v == std::round(v) && magnitude < 1e6)
        return QString::number(qint64(v));
    const QLocale locale;
    if (magnitude >= 1e6 && std::isfinite(value)) {
        static constexpr const char* kUnits[] = { " M", " G", " T", " P", " E" };
        int unit = 0;
        double scaled = value / 1e6;
        while (std::abs(scaled) >= 1000 && unit + 1 < int(std::size(kUnits))) {
            scaled /= 1000;
            ++unit;
        }
        const double a = std::abs(scaled);
        return locale.toString(scaled, 'f',
                   a >= 100      ? 0
                       : a >= 10 ? 1
                                 : 2)
            + QLatin1String(kUnits[unit]);
    }
    return locale.toString(value, 'g', 3);
}

namespace {

QString formatValue(float v)
{
    return SystolicPainter::formatValue(v);
}

void drawText(QPainter& p, const QRectF& r, int flags, const QString& text, double pixels,
    const QColor& color, bool bold = false)
{
    QFont font = p.font();
    font.setPixelSize(std::max(1, int(pixels)));
    font.setBold(bold);
    p.setFont(font);
    p.setPen(color);
    p.drawText(r, flags, text);
}

/// Fits a rows × cols matrix picture into a box, keeping each element square where possible but
/// never thinner than a few pixels.
QRectF fitMatrix(const QRectF& box, double rows, double cols)
{
    const double minSide = std::min(box.width(), box.height()) * 0.15;
    double w = box.width();
    double h = w * rows / cols;
    if (h > box.height()) {
        h = box.height();
        w = h * cols / rows;
    }
    w = std::max(w, minSide);
    h = std::max(h, minSide);
    // Whole pixels, so that the C image is drawn without resampling at its edges.
    return QRectF(std::round(box.left() + (box.width() - w) / 2), std::round(box.top()),
        std::round(w), std::round(h));
}

} // namespace

QRectF SystolicPainter::Layout::peRect(int row, int col) const
{
    return QRectF(grid.left() + col * cell, grid.top() + row * cell, cell, cell);
}

QRectF SystolicPainter::Layout::outputRect(
    std::int64_t m, std::int64_t n, const GemmShape& gemm) const
{
    const double w = cMatrix.width() / double(gemm.n());
    const double h = cMatrix.height() / double(gemm.m());
    return QRectF(cMatrix.left() + double(n) * w, cMatrix.top() + double(m) * h, w, h);
}

SystolicPainter::Layout SystolicPainter::layout(
    const systolic::Snapshot& snapshot, const QRectF& rect, double minimumTextPixels)
{
    Layout l;
    l.rows = snapshot.rows();
    l.cols = snapshot.cols();
    // Projector-sized type: about 27 px on a 1080-pixel-high frame.
    l.fontPixels
        = std::clamp(rect.height() / 40.0, minimumTextPixels, std::max(40.0, minimumTextPixels));
    const double f = l.fontPixels;
    const double margin = f * 0.6;
    const QRectF inner = rect.adjusted(margin, margin, -margin, -margin);
    l.caption = QRectF(inner.left(), inner.top(), inner.width(), f * 1.6);
    l.legend = QRectF(inner.left(), inner.bottom() - f * 1.6, inner.width(), f * 1.6);
    const double panelWidth = inner.width() * 0.28;
    const QRectF main(inner.left(), l.caption.bottom() + f * 0.4, inner.width() - panelWidth - f,
        l.legend.top() - l.caption.bottom() - f * 0.8);

    // The edge bands hold the streaming operands, sized to the cells: they follow the canvas,
    // not a presentation's larger minimum type, which would take their height from the PEs.
    const double band = std::max(std::clamp(rect.height() / 40.0, 11.0, 40.0) * 2.2, f * 1.3);
    l.cell = std::max(
        0.5, std::min((main.width() - band) / l.cols, (main.height() - 2 * band) / l.rows));
    // The heat map is an image with a whole number of pixels per PE, drawn 1:1 (no resampling).
    if ((l.rows > kMaxValueSide || l.cols > kMaxValueSide) && l.cell >= 1)
        l.cell = std::floor(l.cell);
    const double gridW = l.cell * l.cols;
    const double gridH = l.cell * l.rows;
    // Whole-pixel origin, so that PE edges (and the heat map's pixels) fall on device pixels.
    const double left
        = std::round(main.left() + band + std::max(0.0, (main.width() - band - gridW) / 2));
    const double top = std::round(main.top() + band);
    l.grid = QRectF(left, top, gridW, gridH);
    l.leftEdge = QRectF(left - band, top, band * 0.9, gridH);
    l.topEdge = QRectF(left, top - band, gridW, band * 0.9);
    l.bottomEdge = QRectF(left, l.grid.bottom() + band * 0.1, gridW, band * 0.9);

    // The matrices: A (M×K), B (K×N) and C (M×N) stacked in the right-hand panel.
    const GemmShape g = snapshot.geometry.gemm();
    const QRectF panel(inner.right() - panelWidth, main.top(), panelWidth, main.height());
    const double slot = panel.height() / 3.0;
    auto box = [&](int i) {
        return QRectF(panel.left(), panel.top() + i * slot + f * 1.3, panel.width(),
            slot - f * 1.3 - f * 0.4);
    };
    l.aMatrix = fitMatrix(box(0), double(g.m()), double(g.k()));
    l.bMatrix = fitMatrix(box(1), double(g.k()), double(g.n()));
    l.cMatrix = fitMatrix(box(2), double(g.m()), double(g.n()));
    return l;
}

namespace {

void paintVectorGrid(QPainter& p, const systolic::Snapshot& s, const SystolicPainter::Layout& l,
    const SystolicStyle& style)
{
    const bool os = s.geometry.dataflow() == Dataflow::OutputStationary;
    const double inset = std::max(1.0, l.cell * 0.04);
    const double radius = std::min(4.0, l.cell * 0.05);
    for (int r = 0; r < l.rows; ++r) {
        for (int c = 0; c < l.cols; ++c) {
            const PeActivity a = s.activityAt(r, c);
            const QRectF pe = l.peRect(r, c).adjusted(inset, inset, -inset, -inset);
            p.setPen(QPen(style.gridLine, 1));
            p.setBrush(a == PeActivity::Idle ? style.background : style.color(a));
            p.drawRoundedRect(pe, radius, radius);
            if (patternOf(a) != Qt::NoBrush) {
                p.setPen(Qt::NoPen);
                p.setBrush(QBrush(style.color(a).darker(135), patternOf(a)));
                p.drawRoundedRect(pe, radius, radius);
            }
            if (a == PeActivity::Idle || l.cell < 28)
                continue;
            // Stationary value in the centre; the moving operands where they come from.
            const QColor ink = Theme::inkOn(style.color(a));
            const bool showStationary = os ? a != PeActivity::Filling : true;
            if (showStationary)
                drawText(p, pe.adjusted(0, pe.height() * 0.3, 0, -pe.height() * 0.3),
                    Qt::AlignCenter, formatValue(s.stationary(r, c)),
                    pe.height() * (l.cell < 64 ? 0.36 : 0.26), ink, true);
            // The moving operands only where they can be read from the back of a room.
            if (a == PeActivity::Active && l.cell >= 64) {
                const QRectF top(pe.left(), pe.top(), pe.width(), pe.height() * 0.3);
                drawText(p, top, Qt::AlignHCenter | Qt::AlignVCenter, formatValue(s.vertical(r, c)),
                    pe.height() * 0.2, ink);
                const QRectF leftBox(pe.left() + pe.width() * 0.05, pe.top() + pe.height() * 0.3,
                    pe.width() * 0.3, pe.height() * 0.4);
                drawText(p, leftBox, Qt::AlignLeft | Qt::AlignVCenter,
                    formatValue(s.horizontal(r, c)), pe.height() * 0.18, ink);
            }
        }
    }
}

void paintHeatMap(QPainter& p, const systolic::Snapshot& s, const SystolicPainter::Layout& l,
    const SystolicStyle& style)
{
    // One pattern tile per state, copied row by row into the image: no per-PE drawing calls.
    const int cellPx = std::max(1, int(std::floor(l.cell)));
    const bool gaps = cellPx >= 4;
    QRgb tiles[5][64 * 64];
    const int tileSide = std::min(cellPx, 64);
    for (PeActivity a : kStates) {
        const QRgb base = (a == PeActivity::Idle ? style.background : style.color(a)).rgb();
        const QRgb mark = style.color(a).darker(140).rgb();
        const QRgb line = style.gridLine.rgb();
        for (int y = 0; y < tileSide; ++y) {
            for (int x = 0; x < tileSide; ++x) {
                QRgb v = base;
                if (gaps && (x == tileSide - 1 || y == tileSide - 1))
                    v = line;
                else if (cellPx >= 3 && patternPixel(a, x, y))
                    v = mark;
                tiles[int(a)][y * tileSide + x] = v;
            }
        }
    }
    QImage image(l.cols * tileSide, l.rows * tileSide, QImage::Format_RGB32);
    for (int r = 0; r < l.rows; ++r) {
        for (int y = 0; y < tileSide; ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(r * tileSide + y));
            const PeActivity* states = &s.activity[std::size_t(r) * std::size_t(l.cols)];
            for (int c = 0; c < l.cols; ++c)
                std::memcpy(line + c * tileSide, &tiles[int(states[c])][y * tileSide],
                    std::size_t(tileSide) * sizeof(QRgb));
        }
    }
    p.drawImage(QRectF(l.grid.topLeft(), QSizeF(l.cols * l.cell, l.rows * l.cell)), image);
}

void paintEdges(QPainter& p, const systolic::Snapshot& s, const SystolicPainter::Layout& l,
    const SystolicStyle& style, bool values)
{
    const Dataflow d = s.geometry.dataflow();
    const double f = l.fontPixels;
    const double inset = std::max(0.5, l.cell * 0.08);
    const bool loadPhase = s.localCycle >= 0 && s.localCycle < s.geometry.loadCycles();
    // Left edge: the streamed operand enters row by row, one cycle later per row (the skew).
    for (int r = 0; r < l.rows; ++r) {
        if (!s.leftInValid[std::size_t(r)])
            continue;
        const QRectF cell(l.leftEdge.left(), l.grid.top() + r * l.cell, l.leftEdge.width(), l.cell);
        p.fillRect(cell.adjusted(0, inset, 0, -inset), style.tile);
        if (values)
            drawText(p, cell, Qt::AlignCenter, formatValue(s.leftIn[std::size_t(r)]),
                std::min(l.cell * 0.35, f), Theme::inkOn(style.tile));
    }
    for (int c = 0; c < l.cols; ++c) {
        const QRectF cell(l.grid.left() + c * l.cell, l.topEdge.top(), l.cell, l.topEdge.height());
        if (s.topInValid[std::size_t(c)]) {
            p.fillRect(cell.adjusted(inset, 0, -inset, 0), loadPhase ? style.loading : style.tile);
            if (values)
                drawText(p, cell, Qt::AlignCenter, formatValue(s.topIn[std::size_t(c)]),
                    std::min(l.cell * 0.35, f),
                    Theme::inkOn(loadPhase ? style.loading : style.tile));
        }
        const QRectF out(
            l.grid.left() + c * l.cell, l.bottomEdge.top(), l.cell, l.bottomEdge.height());
        if (s.bottomOutValid[std::size_t(c)]) {
            p.fillRect(out.adjusted(inset, 0, -inset, 0), style.outputDone);
            if (values)
                drawText(p, out, Qt::AlignCenter, formatValue(s.bottomOut[std::size_t(c)]),
                    std::min(l.cell * 0.35, f), Theme::inkOn(style.outputDone));
        }
    }
    // Edge labels: what enters where under this dataflow.
    const QString leftName
        = d == Dataflow::InputStationary ? SystolicPainter::tr("B →") : SystolicPainter::tr("A →");
    const QString topName = d == Dataflow::OutputStationary ? SystolicPainter::tr("B ↓")
        : d == Dataflow::WeightStationary ? SystolicPainter::tr("B ↓ (load), 0 ↓")
                                          : SystolicPainter::tr("A ↓ (load), 0 ↓");
    drawText(p,
        QRectF(l.leftEdge.left() - f, l.topEdge.top(), l.leftEdge.width() + f, l.topEdge.height()),
        Qt::AlignCenter, leftName, f * 0.8, style.text, true);
    drawText(p, QRectF(l.grid.right() + f * 0.3, l.topEdge.top(), f * 12, l.topEdge.height()),
        Qt::AlignLeft | Qt::AlignVCenter, topName, f * 0.8, style.text, true);
    if (d != Dataflow::OutputStationary)
        drawText(p,
            QRectF(l.grid.right() + f * 0.3, l.bottomEdge.top(), f * 12, l.bottomEdge.height()),
            Qt::AlignLeft | Qt::AlignVCenter, SystolicPainter::tr("C ↓ out"), f * 0.8, style.text,
            true);
}

/// A frame drawn just outside a rectangle, so that it never hides the elements at its edges.
void drawOutline(QPainter& p, const QRectF& r, const QColor& color, double width)
{
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    const double half = width / 2;
    p.drawRect(r.adjusted(-half - 0.5, -half - 0.5, half, half));
}

/// Where a matrix's title goes: above it from its left edge, as wide as the text (a tall,
/// narrow matrix, M = 512 by K = 64, once cut its title to "A !"), moved left only as far as
/// the text needs to end inside `right`.
QRectF matrixTitleRect(const QRectF& matrix, const QString& title, double f, double right)
{
    QFont font;
    font.setPixelSize(std::max(1, int(f * 0.8)));
    font.setBold(true);
    const double width = QFontMetricsF(font).horizontalAdvance(title) + f * 0.5;
    const double left = std::max(0.0, std::min(matrix.left(), right - width));
    return QRectF(left, matrix.top() - f * 1.3, width, f * 1.2);
}

void paintOperandMatrix(QPainter& p, const QRectF& r, const QString& title, double rows,
    double cols, const QRectF& highlight, const SystolicStyle& style, double f, double right)
{
    drawText(p, matrixTitleRect(r, title, f, right), Qt::AlignLeft | Qt::AlignVCenter, title,
        f * 0.8, style.text, true);
    p.fillRect(r, style.outputPending);
    // highlight is in element units: (col0, row0, cols, rows)
    const QRectF h(r.left() + highlight.left() / cols * r.width(),
        r.top() + highlight.top() / rows * r.height(), highlight.width() / cols * r.width(),
        highlight.height() / rows * r.height());
    QColor fill = style.tile;
    fill.setAlphaF(0.55);
    p.fillRect(h, fill);
    drawOutline(p, h, style.tile.darker(130), std::max(2.0, f * 0.1));
    drawOutline(p, r, style.gridLine, 1);
}

void paintMatrices(QPainter& p, const systolic::Snapshot& s, const SystolicPainter::Layout& l,
    const SystolicStyle& style)
{
    const double f = l.fontPixels;
    const GemmShape g = s.geometry.gemm();
    const systolic::FoldTile& t = s.tile;
    const double M = double(g.m()), K = double(g.k()), N = double(g.n());
    const QLocale locale;
    auto title = [&](const QString& name, double rows, double cols) {
        return QStringLiteral("%1  %2 × %3")
            .arg(name, locale.toString(qint64(rows)), locale.toString(qint64(cols)));
    };
    // The slices of A and B the fold in flight uses, in (col, row, width, height) element units.
    QRectF aSlice, bSlice, cSlice;
    switch (s.geometry.dataflow()) {
    case Dataflow::OutputStationary:
        aSlice = QRectF(0, double(t.rowStart), K, t.rowCount);
        bSlice = QRectF(double(t.colStart), 0, t.colCount, K);
        cSlice = QRectF(double(t.colStart), double(t.rowStart), t.colCount, t.rowCount);
        break;
    case Dataflow::WeightStationary:
        aSlice = QRectF(double(t.rowStart), 0, t.rowCount, M);
        bSlice = QRectF(double(t.colStart), double(t.rowStart), t.colCount, t.rowCount);
        cSlice = QRectF(double(t.colStart), 0, t.colCount, M);
        break;
    case Dataflow::InputStationary:
        aSlice = QRectF(double(t.rowStart), double(t.colStart), t.rowCount, t.colCount);
        bSlice = QRectF(0, double(t.rowStart), N, t.rowCount);
        cSlice = QRectF(0, double(t.colStart), N, t.colCount);
        break;
    }
    const double right = l.legend.right();
    paintOperandMatrix(
        p, l.aMatrix, title(SystolicPainter::tr("A"), M, K), M, K, aSlice, style, f, right);
    paintOperandMatrix(
        p, l.bMatrix, title(SystolicPainter::tr("B"), K, N), K, N, bSlice, style, f, right);

    // C: finished outputs filled, one image pixel per device pixel (or per element if fewer).
    const QString cTitle
        = title(SystolicPainter::tr("C"), M, N) + SystolicPainter::tr("  (filled: final)");
    drawText(p, matrixTitleRect(l.cMatrix, cTitle, f, right), Qt::AlignLeft | Qt::AlignVCenter,
        cTitle, f * 0.8, style.text, true);
    const int w = int(std::max<std::int64_t>(
        1, std::min<std::int64_t>(g.n(), std::max(1, int(l.cMatrix.width())))));
    const int h = int(std::max<std::int64_t>(
        1, std::min<std::int64_t>(g.m(), std::max(1, int(l.cMatrix.height())))));
    QImage image(w, h, QImage::Format_RGB32);
    const QRgb done = style.outputDone.rgb();
    const QRgb pending = style.outputPending.rgb();
    for (int y = 0; y < h; ++y) {
        // Image pixel → element: the last pixel always shows the last element.
        const std::int64_t m
            = std::min<std::int64_t>(g.m() - 1, (std::int64_t(y) + 1) * g.m() / h - 1);
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < w; ++x) {
            const std::int64_t n
                = std::min<std::int64_t>(g.n() - 1, (std::int64_t(x) + 1) * g.n() / w - 1);
            line[x] = s.outputFinal(m, n) ? done : pending;
        }
    }
    p.drawImage(l.cMatrix, image);
    const QRectF h2(l.cMatrix.left() + cSlice.left() / N * l.cMatrix.width(),
        l.cMatrix.top() + cSlice.top() / M * l.cMatrix.height(),
        cSlice.width() / N * l.cMatrix.width(), cSlice.height() / M * l.cMatrix.height());
    drawOutline(p, h2, style.tile.darker(130), std::max(2.0, f * 0.1));
    drawOutline(p, l.cMatrix, style.gridLine, 1);
}

void paintLegend(QPainter& p, const systolic::Snapshot& s, const SystolicPainter::Layout& l,
    const SystolicStyle& style)
{
    const double f = l.fontPixels;
    double x = l.legend.left();
    const double sw = f * 1.1;
    const double y = l.legend.top() + (l.legend.height() - sw) / 2;
    QFont font = p.font();
    font.setPixelSize(int(f * 0.8));
    font.setBold(false);
    p.setFont(font);
    const QFontMetricsF metrics(font);
    for (PeActivity a : { PeActivity::Active, PeActivity::Filling, PeActivity::Draining,
             PeActivity::Loading, PeActivity::Idle }) {
        if (a == PeActivity::Loading && s.geometry.dataflow() == Dataflow::OutputStationary)
            continue;
        const QRectF swatch(x, y, sw, sw);
        p.setPen(QPen(style.gridLine, 1));
        p.setBrush(a == PeActivity::Idle ? style.background : style.color(a));
        p.drawRect(swatch);
        if (patternOf(a) != Qt::NoBrush) {
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(style.color(a).darker(135), patternOf(a)));
            p.drawRect(swatch);
        }
        const QString name = stateName(a);
        p.setPen(style.text);
        p.drawText(QRectF(x + sw + f * 0.3, l.legend.top(), metrics.horizontalAdvance(name) + 2,
                       l.legend.height()),
            Qt::AlignLeft | Qt::AlignVCenter, name);
        x += sw + f * 0.3 + metrics.horizontalAdvance(name) + f * 1.2;
    }
    const QRectF swatch(x, y, sw, sw);
    p.fillRect(swatch, style.outputDone);
    p.setPen(style.text);
    p.drawText(QRectF(x + sw + f * 0.3, l.legend.top(), f * 12, l.legend.height()),
        Qt::AlignLeft | Qt::AlignVCenter, SystolicPainter::tr("output final"));
}

} // namespace

void SystolicPainter::paint(QPainter& painter, const systolic::Snapshot& snapshot,
    const QRectF& rect, const SystolicStyle& style)
{
    painter.save();
    painter.fillRect(rect, style.background);
    if (snapshot.activity.empty() || snapshot.rows() < 1 || snapshot.cols() < 1) {
        painter.restore();
        return;
    }
    const Layout l = layout(snapshot, rect, style.minimumTextPixels);
    const QLocale locale;
    const systolic::ArrayShape a = snapshot.geometry.array();
    const GemmShape g = snapshot.geometry.gemm();
    const QString caption
        = SystolicPainter::tr("%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · fold %9 / %10")
              .arg(a.rows)
              .arg(a.cols)
              .arg(systolic::dataflowName(snapshot.geometry.dataflow()).toUpper())
              .arg(g.m())
              .arg(g.n())
              .arg(g.k())
              .arg(locale.toString(qint64(std::max<std::int64_t>(0, snapshot.cycle))),
                  locale.toString(qint64(snapshot.lastCycle)),
                  locale.toString(qint64(snapshot.fold + 1)),
                  locale.toString(qint64(snapshot.geometry.folds())));
    painter.setRenderHint(QPainter::Antialiasing, false);
    drawText(painter, l.caption, Qt::AlignLeft | Qt::AlignVCenter, caption, l.fontPixels,
        style.text, true);

    const bool values = a.rows <= kMaxValueSide && a.cols <= kMaxValueSide;
    if (values)
        paintVectorGrid(painter, snapshot, l, style);
    else
        paintHeatMap(painter, snapshot, l, style);
    paintEdges(painter, snapshot, l, style, values);
    paintMatrices(painter, snapshot, l, style);
    paintLegend(painter, snapshot, l, style);
    painter.restore();
}

} // namespace ts
