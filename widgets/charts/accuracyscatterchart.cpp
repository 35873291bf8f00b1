// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracyscatterchart.h"

#include "chartstyle.h"
#include "models/accuracytext.h"

#include <QEvent>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTextDocument>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace ts {

using validation::ValidationReport;
using validation::ValidationRow;

namespace {

// Values span 0.008 GB/s to 20,000 tokens/s: a few significant digits, never an exponent.
QString value(double v)
{
    const QLocale locale;
    if (std::abs(v) >= 100)
        return locale.toString(v, 'f', 1);
    if (std::abs(v) >= 1)
        return locale.toString(v, 'f', 2);
    return locale.toString(v, 'f', 4);
}

// The decade at or below / above a value: log axes read best between powers of ten.
double decadeBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

double decadeAbove(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v)));
}

} // namespace

AccuracyScatterChart::AccuracyScatterChart(QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    setObjectName(QStringLiteral("accuracyScatterChart"));
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_measuredAxis = new QLogValueAxis(m_chart);
    m_predictedAxis = new QLogValueAxis(m_chart);
    for (QLogValueAxis* axis : { m_measuredAxis, m_predictedAxis }) {
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setMinorTickCount(-1);
    }
    m_chart->addAxis(m_measuredAxis, Qt::AlignBottom);
    m_chart->addAxis(m_predictedAxis, Qt::AlignLeft);

    m_identity = new QLineSeries(m_chart);
    m_upper = new QLineSeries(m_chart);
    m_lower = new QLineSeries(m_chart);
    m_scored = new QScatterSeries(m_chart);
    m_scored->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_scored->setMarkerSize(9);
    m_unscored = new QScatterSeries(m_chart);
    m_unscored->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_unscored->setMarkerSize(10);
    m_user = new QScatterSeries(m_chart);
    m_user->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_user->setMarkerSize(12);
    for (QXYSeries* series : std::initializer_list<QXYSeries*> {
             m_identity, m_upper, m_lower, m_scored, m_unscored, m_user }) {
        m_chart->addSeries(series);
        series->attachAxis(m_measuredAxis);
        series->attachAxis(m_predictedAxis);
    }
    connect(m_scored, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
        const QList<QPointF> points = m_scored->points();
        const auto i = points.indexOf(point);
        showPointTip(i < 0 ? -1 : i, state);
    });
    connect(m_unscored, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
        const QList<QPointF> points = m_unscored->points();
        const auto i = points.indexOf(point);
        showPointTip(i < 0 ? -1 : m_scoredCount + i, state);
    });
    connect(m_user, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
        const QList<QPointF> points = m_user->points();
        const auto i = points.indexOf(point);
        showPointTip(i < 0 ? -1 : m_scoredCount + m_unscoredCount + i, state);
    });
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // The legend shows each series' own shape (circle, square, triangle, line), not only its
    // colour.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 280);
    retranslate();
    applyPalette(palette());
}

void AccuracyScatterChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void AccuracyScatterChart::retranslate()
{
    m_measuredAxis->setTitleText(tr("Measured (the row's unit)"));
    m_predictedAxis->setTitleText(tr("Predicted"));
    m_identity->setName(tr("predicted = measured"));
    m_scored->setName(tr("scored row"));
    m_unscored->setName(tr("catalog input (not scored)"));
    //: Legend of the points of the user's own measurements (Help › Accuracy).
    m_user->setName(tr("your measurement"));
    const QString mape = m_mape ? QLocale().toString(100 * *m_mape, 'f', 1) : QStringLiteral("-");
    //: Legend of the dashed lines at ± the category's mean absolute percentage error.
    m_upper->setName(tr("± MAPE (%1%)").arg(mape));
    // Qt Charts lays a title out as HTML; a category from a user's file is plain text.
    m_chart->setTitle(m_category.isEmpty()
            ? QString()
            //: Title of the accuracy plot: %1 is a validation category, e.g. "inference".
            : tr("Predicted vs measured: %1")
                  .arg(AccuracyText::categoryName(m_category).toHtmlEscaped()));
    // One legend entry for both band lines.
    const auto markers = m_chart->legend()->markers(m_lower);
    for (QLegendMarker* marker : markers)
        marker->setVisible(false);
}

void AccuracyScatterChart::setCategory(
    const ValidationReport& report, const QString& category, const ValidationReport& user)
{
    m_category = category;
    m_rows.clear();
    QList<QPointF> scored;
    QList<QPointF> unscored;
    QList<QPointF> users;
    QList<ValidationRow> unscoredRows;
    QList<ValidationRow> userRows;
    double low = 0;
    double high = 0;
    const auto add = [&](const ValidationRow& row, QList<QPointF>& points,
                         QList<ValidationRow>& rows) {
        // A log axis cannot place zero or a negative figure.
        if (row.category != category || !row.predicted || *row.predicted <= 0 || row.measured <= 0)
            return;
        const QPointF point(row.measured, *row.predicted);
        low = low > 0 ? std::min({ low, point.x(), point.y() }) : std::min(point.x(), point.y());
        high = std::max({ high, point.x(), point.y() });
        points.append(point);
        rows.append(row);
    };
    for (const ValidationRow& row : report.rows)
        add(row, row.scored ? scored : unscored, row.scored ? m_rows : unscoredRows);
    // Every expressible row of the user's: nothing is fitted to them, so scored or not they are
    // one series.
    for (const ValidationRow& row : user.rows)
        add(row, users, userRows);
    m_scoredCount = m_rows.size();
    m_unscoredCount = unscoredRows.size();
    m_rows.append(unscoredRows);
    m_rows.append(userRows);
    const validation::CategorySummary* summary = report.category(category);
    m_mape = summary ? summary->mape : std::nullopt;
    m_scored->replace(scored);
    m_unscored->replace(unscored);
    m_user->replace(users);
    // The user's entry in the legend only while they have points here. The legend lays out
    // again only when told: a marker shown after it was laid out would sit where it was hidden.
    const auto markers = m_chart->legend()->markers(m_user);
    for (QLegendMarker* marker : markers) {
        if (marker->isVisible() != !users.isEmpty()) {
            marker->setVisible(!users.isEmpty());
            m_chart->legend()->layout()->invalidate();
        }
    }
    if (low <= 0) {
        low = 1;
        high = 10;
    }
    const double from = decadeBelow(low);
    const double to = decadeAbove(high * (1 + 1e-9));
    m_identity->replace({ QPointF(from, from), QPointF(to, to) });
    if (m_mape) {
        const double m = *m_mape;
        m_upper->replace({ QPointF(from, from * (1 + m)), QPointF(to, to * (1 + m)) });
        // A MAPE of 100% or more has no lower line on a log axis.
        if (m < 1)
            m_lower->replace({ QPointF(from, from * (1 - m)), QPointF(to, to * (1 - m)) });
        else
            m_lower->clear();
    } else {
        m_upper->clear();
        m_lower->clear();
    }
    m_measuredAxis->setRange(from, to);
    m_predictedAxis->setRange(from, to);
    retranslate();
}

void AccuracyScatterChart::applyPalette(const QPalette& palette)
{
    ChartStyle::apply(m_chart, palette);
    const QColor ink = palette.color(QPalette::Text);
    m_identity->setPen(QPen(ink, ChartStyle::lineWidth(1.5)));
    QColor faint = ink;
    faint.setAlphaF(0.6);
    const QPen dashed(faint, ChartStyle::lineWidth(1.2), Qt::DashLine);
    m_upper->setPen(dashed);
    m_lower->setPen(dashed);
    // Okabe–Ito blue and vermilion: colour-blind safe, and told apart by shape too.
    m_scored->setColor(QColor(0x00, 0x72, 0xB2));
    m_scored->setBorderColor(palette.color(QPalette::Base));
    m_unscored->setColor(Qt::transparent);
    m_unscored->setBorderColor(QColor(0xD5, 0x5E, 0x00));
    QPen hollow(QColor(0xD5, 0x5E, 0x00), 2);
    m_unscored->setPen(hollow);
    // Okabe–Ito reddish purple, and a triangle: the user's rows apart from both.
    m_user->setColor(QColor(0xCC, 0x79, 0xA7));
    m_user->setBorderColor(palette.color(QPalette::Text));
}

QString AccuracyScatterChart::pointText(const ValidationRow& row)
{
    const QString error = row.error ? AccuracyText::signedPercent(*row.error) : QStringLiteral("-");
    //: Hover text of a point of the accuracy plot: %1 row id, %2 device, %3 measured value,
    //: %4 predicted value, %5 the unit, %6 the signed error, e.g. "+12%".
    return tr("%1 on %2\nmeasured %3 %5, predicted %4 %5\nerror %6")
        .arg(row.id, row.device, value(row.measured), value(row.predicted.value_or(0)), row.unit,
            error);
}

QString AccuracyScatterChart::pointToolTip(const ValidationRow& row)
{
    return Qt::convertFromPlainText(pointText(row), Qt::WhiteSpaceNormal);
}

void AccuracyScatterChart::showPointTip(qsizetype rowIndex, bool state)
{
    if (!state || rowIndex < 0 || rowIndex >= m_rows.size()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), pointToolTip(m_rows[rowIndex]), this);
}

} // namespace ts
