// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartlayout.h"

#include "style/plaintext.h"

#include "chartstyle.h"
#include "devicelabel.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHash>
#include <QLegend>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QValueAxis>
#include <cmath>
#include <utility>

namespace ts {

namespace {

QString formatted(const QString& format, double value)
{
    return QString::asprintf(format.toLatin1().constData(), value);
}

bool isElided(const QString& text)
{
    const QString trimmed = text.trimmed();
    return trimmed.endsWith(QLatin1String("...")) || trimmed.endsWith(QChar(0x2026));
}

// The ink of a text item's lines, without the document's margins and unused text width.
QRectF textInk(const QGraphicsTextItem* item)
{
    QRectF ink;
    const QTextDocument* document = item->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        if (!layout)
            continue;
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            if (line.textLength() == 0)
                continue;
            ink |= line.naturalTextRect().translated(layout->position());
        }
    }
    return ink.isValid() ? ink : item->boundingRect();
}

// Every visible text item of `scene`, its ink placed by `place(item, local ink)`.
template <typename Place> QList<ChartTextItem> sceneText(const QGraphicsScene* scene, Place place)
{
    QList<ChartTextItem> items;
    const auto sceneItems = scene->items();
    for (const QGraphicsItem* item : sceneItems) {
        if (!item->isVisible() || item->effectiveOpacity() <= 0)
            continue;
        ChartTextItem text;
        QRectF local;
        if (const auto* rich = dynamic_cast<const QGraphicsTextItem*>(item)) {
            text.text = rich->toPlainText();
            text.font = rich->font();
            local = textInk(rich);
        } else if (const auto* simple = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) {
            text.text = simple->text();
            text.font = simple->font();
            local = simple->boundingRect();
        } else {
            continue;
        }
        text.text.replace(QChar::LineSeparator, QLatin1Char('\n'));
        if (text.text.trimmed().isEmpty())
            continue;
        text.rect = place(item, local);
        text.elided = isElided(text.text);
        items.append(text);
    }
    return items;
}

const char* const kFullTitle = "tensorscopeFullTitle";

} // namespace

QString ChartLayout::wrapped(const QString& text, const QFont& font, double width)
{
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(text) <= width)
        return text.toHtmlEscaped();
    QStringList lines;
    QString line;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines.append(line.toHtmlEscaped());
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines.append(line.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

void ChartLayout::setTitle(QChart* chart, const QString& title)
{
    chart->setProperty(kFullTitle, title);
    fitTitle(chart);
}

QString ChartLayout::fullTitle(const QChart* chart)
{
    const QVariant full = chart->property(kFullTitle);
    return full.isValid() ? full.toString() : chart->title();
}

void ChartLayout::fitTitle(QChart* chart)
{
    const QString full = fullTitle(chart);
    const QFontMetricsF metrics(chart->titleFont());
    // Qt Charts lays the title out in the chart less its margins and its background's
    // padding; a little more room than measured keeps rounding from cutting the last word.
    const double width = chart->size().width() - chart->margins().left() - chart->margins().right()
        - metrics.averageCharWidth() * 3 - 16;
    // Qt Charts lays titles out as HTML, and they quote names from files: escaped either way.
    const QString shown
        = width > 0 ? wrapped(full, chart->titleFont(), width) : PlainText::html(full);
    if (chart->title() != shown)
        chart->setTitle(shown);
}

void ChartLayout::setAxisTitle(QChart* chart, QAbstractAxis* axis, const QString& title)
{
    axis->setProperty(kFullTitle, title);
    fitAxisTitle(chart, axis);
}

QString ChartLayout::fullAxisTitle(const QAbstractAxis* axis)
{
    const QVariant full = axis->property(kFullTitle);
    return full.isValid() ? full.toString() : axis->titleText();
}

void ChartLayout::fitAxisTitle(const QChart* chart, QAbstractAxis* axis)
{
    const QString full = fullAxisTitle(axis);
    // An axis not yet added to the chart has no orientation and keeps its whole title.
    const QRectF plot = chart->axes().contains(axis) ? chart->plotArea() : QRectF();
    const double pixels = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
    const QFontMetricsF metrics(axis->titleFont());
    const double room = pixels - metrics.averageCharWidth();
    QString shown = pixels > 0 ? wrapped(full, axis->titleFont(), room) : PlainText::html(full);
    // A word longer than the axis (a German "(durchgezogen)" beside a short plot on a
    // projector) would be cut to "..." by Qt Charts, and a title of three lines or more pushes
    // the tick labels out: the title's remarks in parentheses go first, as a device name's do
    // (DeviceLabel), and the chart's tooltip keeps them.
    const auto fits = [&](const QString& text) {
        const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        return std::all_of(words.begin(), words.end(),
            [&](const QString& word) { return metrics.horizontalAdvance(word) <= room; });
    };
    // More than two lines crowd the tick labels off a short plot too.
    if (pixels > 0 && (!fits(full) || shown.count(QStringLiteral("<br>")) > 1)) {
        static const QRegularExpression remark(QStringLiteral("\\s*\\([^)]*\\)"));
        const QString shorter = QString(full).remove(remark).trimmed();
        if (!shorter.isEmpty() && shorter != full)
            shown = wrapped(shorter, axis->titleFont(), room);
    }
    if (axis->titleText() != shown)
        axis->setTitleText(shown);
}

QSize ChartLayout::minimumChartSize(int columns)
{
    // 24 × 20 lines of the label font (at 9 pt about 310 × 260 px): room for a two-line title,
    // four tick labels on each axis, device names on two lines, a legend, and a plot that
    // still shows a roofline's slope and a German axis title on three lines.
    // A column chart gives each device a slot of plot / (devices + 1) less Qt's label padding;
    // 4.5 lines hold a short name on two lines ("MI300X", "H100 / SXM5"), 6 lines the axis.
    const QFontMetricsF metrics(ChartStyle::labelFont());
    const double lines = std::max(24.0, 6 + 4.5 * (std::max(columns, 1) + 1));
    return QSize(int(std::ceil(metrics.height() * lines)), int(std::ceil(metrics.height() * 20)));
}

void ChartLayout::fitValueTicks(
    QValueAxis* axis, double pixels, Qt::Orientation orientation, double anchor)
{
    setValueRange(axis, axis->min(), axis->max(), pixels, orientation, anchor);
}

void ChartLayout::setValueRange(QValueAxis* axis, double min, double max, double pixels,
    Qt::Orientation orientation, double anchor)
{
    // Qt Charts hands a new range to the axis's series one after another, and an axis whose
    // labels change size lays the chart out in between. A chart that asks for another range
    // from that layout (ColumnChart picks its nice top from the plot's height) set it while
    // the older one was still being handed out: the series after it then got the older range
    // and pushed it back to the axis, which laid out and asked again, and axis and series
    // traded the two ranges until the stack overflowed (QValueAxisPrivate::setRange and
    // XYDomain::setRange; the ten-claims tour's memory chart in GiB, 0-150 and 0-200). A range
    // asked for while one is being set waits until that one has reached every series; the
    // newest request wins.
    static QHash<const QValueAxis*, PendingValueRange> pending;
    const PendingValueRange request { min, max, pixels, orientation, anchor, true };
    if (const auto it = pending.find(axis); it != pending.end()) {
        *it = request;
        return;
    }
    pending.insert(axis, {});
    applyValueRange(axis, request);
    // A layout that asks for a new range on every pass would never settle: a few rounds, then
    // the last range set stands.
    for (int round = 0; round < 8 && pending.value(axis).asked; ++round) {
        const PendingValueRange next = std::exchange(pending[axis], {});
        applyValueRange(axis, next);
    }
    pending.remove(axis);
}

void ChartLayout::applyValueRange(QValueAxis* axis, const PendingValueRange& r)
{
    const double min = r.min;
    const double max = r.max;
    const double anchor = r.anchor;
    const Qt::Orientation orientation = r.orientation;
    double pixels = r.pixels;
    auto setRange = [&] {
        if (axis->min() != min || axis->max() != max)
            axis->setRange(min, max);
    };
    const double start = std::isfinite(anchor) ? anchor : min;
    const double range = max - start;
    if (!(range > 0) || !std::isfinite(range)) {
        setRange();
        return;
    }
    if (!(pixels > 0))
        pixels = 200;
    const QFontMetricsF metrics(axis->labelsFont());
    double extent = metrics.height() * 2.2;
    if (orientation == Qt::Horizontal) {
        extent = std::max(metrics.horizontalAdvance(formatted(axis->labelFormat(), max)),
                     metrics.horizontalAdvance(formatted(axis->labelFormat(), min)))
            + metrics.averageCharWidth() * 3;
    }
    const int intervals = std::clamp(int(pixels / extent), 1, 5);
    const double smallest = range / intervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(smallest)));
    double interval = 10 * magnitude;
    double reach = 0;
    for (double factor : { 1.0, 2.0, 2.5, 3.0, 4.0, 5.0, 10.0 }) {
        const double step = factor * magnitude;
        if (step < smallest * (1 - 1e-9))
            continue;
        const double top = std::floor(range / step + 1e-9) * step;
        if (top > reach * (1 + 1e-9)) {
            reach = top;
            interval = step;
        }
    }
    auto setInterval = [&] {
        if (axis->tickAnchor() != start)
            axis->setTickAnchor(start);
        if (std::abs(axis->tickInterval() - interval) > 1e-12 * interval)
            axis->setTickInterval(interval);
    };
    if (axis->tickType() != QValueAxis::TicksDynamic) {
        // Fixed ticks ignore the interval: set it and the range, then switch.
        setInterval();
        setRange();
        axis->setTickType(QValueAxis::TicksDynamic);
    } else if (interval >= axis->tickInterval()) {
        setInterval(); // fewer ticks on the old range
        setRange();
    } else {
        setRange(); // fewer ticks with the old interval
        setInterval();
    }
}

void ChartLayout::fitLogAxis(QLogValueAxis* axis, double pixels, Qt::Orientation orientation,
    std::initializer_list<double> bases)
{
    if (!(pixels > 0) || !(axis->min() > 0) || !(axis->max() > axis->min()) || bases.size() == 0)
        return;
    const QFontMetricsF metrics(axis->labelsFont());
    double chosen = *(bases.end() - 1);
    for (double base : bases) {
        const double first = std::ceil(std::log(axis->min()) / std::log(base) - 1e-9);
        const double last = std::floor(std::log(axis->max()) / std::log(base) + 1e-9);
        // The ticks are evenly spaced on a log axis, so every label gets the room of the widest.
        double widest = 0;
        for (double k = first; k <= last; ++k)
            widest = std::max(widest,
                metrics.horizontalAdvance(formatted(axis->labelFormat(), std::pow(base, k))));
        const double ticks = std::max(0.0, last - first + 1);
        const double needed = orientation == Qt::Vertical
            ? ticks * metrics.height() * 1.6
            : ticks * (widest + metrics.averageCharWidth() * 2);
        if (needed <= pixels) {
            chosen = base;
            break;
        }
    }
    if (axis->base() != chosen)
        axis->setBase(chosen);
}

void ChartLayout::fitLegend(
    QChart* chart, const QList<QAbstractSeries*>& series, const QStringList& names)
{
    const QFont font = chart->legend()->font();
    const QFontMetricsF metrics(font);
    // Each entry has its marker (about a line high) and spacing around it beside its text.
    const double extra = metrics.height() * 2.2;
    const double width = chart->size().width() - chart->margins().left() - chart->margins().right()
        - metrics.height() * 2;
    const QStringList fitted = width > 0 ? DeviceLabel::fitRow(names, font, width, extra) : names;
    for (int i = 0; i < series.size() && i < fitted.size(); ++i) {
        const QString name = fitted[i].toHtmlEscaped();
        if (series[i]->name() != name)
            series[i]->setName(name);
    }
}

QList<ChartTextItem> ChartLayout::textItems(const QChartView* view)
{
    if (!view->scene())
        return {};
    return sceneText(view->scene(), [view](const QGraphicsItem* item, const QRectF& local) {
        return view->mapFromScene(item->mapToScene(local)).boundingRect();
    });
}

QList<ChartTextItem> ChartLayout::textItems(const QChart* chart)
{
    if (!chart->scene())
        return {};
    return sceneText(chart->scene(), [chart](const QGraphicsItem* item, const QRectF& local) {
        return item->mapRectToItem(chart, local);
    });
}

} // namespace ts
