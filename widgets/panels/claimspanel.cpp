// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimspanel.h"

#include "charts/chartlayout.h"
#include "charts/claimcurvechart.h"
#include "charts/columnchart.h"
#include "models/claimtext.h"

#include <QAction>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <cmath>

namespace ts {

namespace {

// A verdict's colour, set in the label's palette (a style sheet would stop the window's font
// at it, and presentation mode's larger type with it); "within the uncertainty" and "cannot
// tell" keep the text colour.
QColor verdictColor(ClaimVerdict verdict, const QColor& text)
{
    switch (verdict) {
    case ClaimVerdict::Holds:
        return QColor(0x1b, 0x7f, 0x3b);
    case ClaimVerdict::HoldsOnlyWhen:
        return QColor(0xa0, 0x5a, 0x00);
    case ClaimVerdict::DoesNotHold:
        return QColor(0xb3, 0x26, 0x1e);
    case ClaimVerdict::WithinUncertainty:
    case ClaimVerdict::CannotTell:
        break;
    }
    return text;
}

QLabel* wrappingLabel(QWidget* parent, Qt::TextFormat format = Qt::PlainText)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(format); // device and workload names come from files
    return label;
}

} // namespace

ClaimsPanel::ClaimsPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("claimsPanel"));
    m_header = wrappingLabel(this);

    m_content = new QWidget;
    auto* cards = new QVBoxLayout(m_content);
    cards->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < kClaimCount; ++i) {
        auto* card = new QFrame(m_content);
        card->setObjectName(QStringLiteral("claimCard%1").arg(i + 1));
        card->setFrameShape(QFrame::StyledPanel);
        auto* layout = new QVBoxLayout(card);
        auto* statement = new QLabel(card);
        statement->setWordWrap(true);
        auto* verdict = new QLabel(card);
        verdict->setObjectName(QStringLiteral("claimVerdict"));
        auto* summary = wrappingLabel(card);
        summary->setObjectName(QStringLiteral("claimSummary"));
        summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto* open = new QPushButton(card);
        open->setObjectName(QStringLiteral("claimOpen"));
        connect(open, &QPushButton::clicked, this, [this, i] { openClaim(ClaimId(i)); });
        auto* verdictRow = new QHBoxLayout;
        verdictRow->addWidget(verdict, 1);
        verdictRow->addWidget(open);
        layout->addWidget(statement);
        layout->addLayout(verdictRow);
        layout->addWidget(summary);
        cards->addWidget(card);
        m_cards.append(card);
        m_statements.append(statement);
        m_verdicts.append(verdict);
        m_summaries.append(summary);
        m_openButtons.append(open);
    }
    cards->addStretch(1);
    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_content);

    // The card opened full size: the claim, its verdict, the experiment's chart and figures.
    m_detail = new QWidget;
    m_detail->setObjectName(QStringLiteral("claimOpened"));
    m_back = new QPushButton(m_detail);
    m_back->setObjectName(QStringLiteral("claimBack"));
    connect(m_back, &QPushButton::clicked, this, [this] { openClaim(std::nullopt); });
    m_backAction = new QAction(m_detail);
    m_backAction->setShortcut(QKeySequence(Qt::Key_Backspace));
    m_backAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_backAction, &QAction::triggered, this, [this] {
        if (m_back->isVisible())
            openClaim(std::nullopt);
    });
    m_detail->addAction(m_backAction);
    m_detailStatement = wrappingLabel(m_detail);
    m_detailVerdict = new QLabel(m_detail);
    m_detailVerdict->setObjectName(QStringLiteral("claimVerdict"));
    m_detailSummary = wrappingLabel(m_detail);
    m_detailSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_curveChart = new ClaimCurveChart;
    m_columnChart = new ColumnChart(QString());
    m_noChart = new QWidget;
    m_charts = new QStackedWidget(m_detail);
    m_charts->addWidget(m_curveChart);
    m_charts->addWidget(m_columnChart);
    m_charts->addWidget(m_noChart);
    // Its minimum is the one showOpened() sets, not the largest of its charts' own.
    m_charts->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_figures = wrappingLabel(m_detail, Qt::RichText);
    m_figures->setObjectName(QStringLiteral("claimFigures"));
    m_figures->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_figures, &QLabel::linkActivated, this, [this](const QString& key) {
        if (m_opened)
            emit figureExplainRequested(*m_opened, key);
    });
    auto* top = new QHBoxLayout;
    top->addWidget(m_back, 0, Qt::AlignTop);
    top->addWidget(m_detailStatement, 1);
    auto* detail = new QVBoxLayout(m_detail);
    detail->setContentsMargins(0, 0, 0, 0);
    detail->addLayout(top);
    detail->addWidget(m_detailVerdict);
    detail->addWidget(m_detailSummary);
    detail->addWidget(m_charts, 1);
    detail->addWidget(m_figures);

    // In a scroll area of its own, so that the chart's readable size never makes the window
    // taller than the screen (a projector's 720 lines) while another tab is shown.
    auto* detailScroll = new QScrollArea;
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidget(m_detail);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_scroll);
    m_pages->addWidget(detailScroll);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_pages, 1);
    updateFonts();
    retranslate();
}

void ClaimsPanel::updateFonts()
{
    // From the panel's own font each time it changes (presentation mode doubles it): fonts set
    // once at construction would keep their size.
    QFont header = font();
    header.setBold(true);
    header.setPointSizeF(header.pointSizeF() * 1.2);
    m_header->setFont(header);
    QFont strong = font();
    strong.setBold(true);
    QFont verdict = strong;
    verdict.setCapitalization(QFont::AllUppercase);
    for (int i = 0; i < kClaimCount; ++i) {
        m_statements[i]->setFont(strong);
        m_verdicts[i]->setFont(verdict);
        m_summaries[i]->setFont(font());
    }
    m_detailStatement->setFont(strong);
    m_detailVerdict->setFont(verdict);
    m_detailSummary->setFont(font());
    m_figures->setFont(font());
}

void ClaimsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        updateFonts();
    if (event->type() == QEvent::PaletteChange) {
        applyPalette(palette());
        retranslate(); // the verdicts' colours follow the theme's text colour
    }
    QWidget::changeEvent(event);
}

void ClaimsPanel::applyPalette(const QPalette& palette)
{
    m_curveChart->applyPalette(palette);
    m_columnChart->applyPalette(palette);
    showOpened(); // the chart's axes again, in the type's new size
}

void ClaimsPanel::setOutcomes(const QList<ClaimOutcome>& outcomes, const QString& workloadName,
    const QString& systolicName, const QString& gpuName, const QColor& systolicColor,
    const QColor& gpuColor)
{
    m_outcomes = outcomes;
    m_workloadName = workloadName;
    m_systolicName = systolicName;
    m_gpuName = gpuName;
    m_systolicColor = systolicColor.isValid() ? systolicColor : QColor(0x1f, 0x77, 0xb4);
    m_gpuColor = gpuColor.isValid() ? gpuColor : QColor(0xd6, 0x27, 0x28);
    retranslate();
}

void ClaimsPanel::applyVerdictColor(QLabel* label, const ClaimOutcome* outcome)
{
    QPalette colors = label->palette();
    const QColor text = palette().color(QPalette::WindowText);
    colors.setColor(QPalette::WindowText, outcome ? verdictColor(outcome->verdict, text) : text);
    if (colors != label->palette())
        label->setPalette(colors);
}

void ClaimsPanel::retranslate()
{
    m_header->setText(m_outcomes.isEmpty()
            ? tr("Claims, checked: the popular GPU-vs-TPU statements, tested on your workload "
                 "and devices (tick a TPU and a GPU).")
            //: %1 the workload, %2 a TPU (or another systolic chip), %3 a GPU
            : tr("Claims, checked on %1 with %2 and %3")
                  .arg(m_workloadName,
                      m_systolicName.isEmpty() ? tr("no systolic chip") : m_systolicName,
                      m_gpuName.isEmpty() ? tr("no GPU") : m_gpuName));
    for (int i = 0; i < kClaimCount; ++i) {
        m_statements[i]->setText(
            QStringLiteral("%1. %2").arg(i + 1).arg(ClaimText::statement(ClaimId(i))));
        const ClaimOutcome* outcome = i < m_outcomes.size() ? &m_outcomes[i] : nullptr;
        m_verdicts[i]->setText(outcome ? ClaimText::verdictName(outcome->verdict) : QString());
        applyVerdictColor(m_verdicts[i], outcome);
        m_summaries[i]->setText(
            outcome ? ClaimText::summary(*outcome, m_systolicName, m_gpuName) : QString());
        m_openButtons[i]->setText(tr("Show the experiment"));
        m_openButtons[i]->setEnabled(outcome != nullptr);
    }
    //: goes back from one claim's experiment to the list of claims
    m_back->setText(tr("‹ All claims"));
    m_back->setToolTip(tr("Back to the list of claims (Backspace)"));
    m_backAction->setText(tr("Back to the list of claims"));
    showOpened();
}

QWidget* ClaimsPanel::experimentChart() const
{
    QWidget* shown = m_charts->currentWidget();
    return shown == m_noChart ? nullptr : shown;
}

void ClaimsPanel::showOpened()
{
    const ClaimOutcome* o
        = m_opened && int(*m_opened) < m_outcomes.size() ? &m_outcomes[int(*m_opened)] : nullptr;
    if (!m_opened)
        return;
    const int number = int(*m_opened) + 1;
    m_detailStatement->setText(
        QStringLiteral("%1. %2").arg(number).arg(ClaimText::statement(*m_opened)));
    m_detailVerdict->setText(o ? ClaimText::verdictName(o->verdict) : QString());
    applyVerdictColor(m_detailVerdict, o);
    m_detailSummary->setText(o ? ClaimText::summary(*o, m_systolicName, m_gpuName) : QString());
    // A chart's readable size (ChartLayout); on a tour scene, which a projector shows at 720
    // lines under its caption, a plot of 13 lines of chart type: these charts have one-line
    // titles and a one-row legend. The figures' links are for the desk, not the scene.
    const QSize readable = ChartLayout::minimumChartSize(2);
    m_charts->setMinimumSize(
        readable.width(), m_focused ? readable.height() * 13 / 20 : readable.height());
    m_figures->setVisible(!m_focused);
    const ClaimExperiment* x = o ? &o->experiment : nullptr;
    const auto color = [this](const QString& key) {
        if (key.startsWith(QLatin1String("systolic")))
            return m_systolicColor;
        if (key.startsWith(QLatin1String("gpu")))
            return m_gpuColor;
        return palette().color(QPalette::Mid);
    };
    const QString title = ClaimText::experimentTitle(*m_opened);
    if (x && x->kind == ClaimExperiment::Kind::Curves) {
        const double xScale = ClaimText::isShare(x->xKey) ? 100.0 : 1.0;
        const double yScale = ClaimText::isShare(x->yKey) ? 100.0 : 1.0;
        QList<ClaimChartCurve> curves;
        for (const ClaimCurve& c : x->curves) {
            ClaimChartCurve curve { ClaimText::seriesName(c.key, m_systolicName, m_gpuName),
                color(c.key),
                c.key.endsWith(QLatin1String("_owned")) ? Qt::DashDotLine : Qt::SolidLine, {} };
            for (const QPointF& p : c.points)
                curve.points.append({ p.x() * xScale, p.y() * yScale });
            curves.append(curve);
        }
        m_curveChart->setCurves(title,
            { ClaimText::axisTitle(x->xKey, m_systolicName),
                ClaimText::axisTitle(x->yKey, m_systolicName), x->logX, x->logY },
            curves, x->markerX * xScale, ClaimText::markerName(*o));
        m_charts->setCurrentWidget(m_curveChart);
    } else if (x && x->kind == ClaimExperiment::Kind::Bars) {
        const double scale = ClaimText::isShare(x->yKey) ? 100.0 : 1.0;
        QList<ChartColumn> columns;
        for (const ClaimBar& b : x->bars) {
            ChartColumn column;
            column.label = ClaimText::seriesName(b.key, m_systolicName, m_gpuName);
            column.color = color(b.key);
            column.segments = { b.value * scale };
            column.bandLow = b.low * scale;
            column.bandHigh = b.high * scale;
            column.marker = x->markerY * scale;
            if (o->id == ClaimId::TwoPointEight && b.key != QLatin1String("systolic"))
                column.marker = std::numeric_limits<double>::quiet_NaN();
            columns.append(column);
        }
        ChartLayout::setTitle(m_columnChart->chart(), title);
        m_columnChart->setValueTitle(ClaimText::axisTitle(x->yKey, m_systolicName));
        m_columnChart->setColumns(columns);
        m_columnChart->fitValueAxis();
        m_charts->setCurrentWidget(m_columnChart);
    } else {
        m_charts->setCurrentWidget(m_noChart);
    }
    // The figures, each a link to how it was computed (the window shows it in the Explanation).
    QStringList figures;
    if (o) {
        for (const ClaimFigure& f : o->figures) {
            // A figure in GB kept for `claims --json` next to its GiB twin: memory is shown
            // in GiB.
            if (f.key.endsWith(QLatin1String("_gb")) && std::isfinite(o->figure(f.key + u'i')))
                continue;
            figures.append(
                QStringLiteral("%1: <a href=\"%2\">%3</a>")
                    .arg(ClaimText::figureName(f.key, m_systolicName, m_gpuName).toHtmlEscaped(),
                        f.key.toHtmlEscaped(),
                        ClaimText::figureValue(f.key, f.value).toHtmlEscaped()));
        }
    }
    m_figures->setText(figures.join(QStringLiteral(" · ")));
    m_figures->setToolTip(
        figures.isEmpty() ? QString() : tr("Click a figure to see how it is computed"));
}

void ClaimsPanel::openClaim(std::optional<ClaimId> id)
{
    m_opened = id;
    m_back->setVisible(!m_focused);
    m_pages->setCurrentIndex(id ? 1 : 0);
    showOpened();
    if (!id && m_focused)
        m_focused.reset();
}

void ClaimsPanel::focusClaim(std::optional<ClaimId> id)
{
    m_focused = id;
    openClaim(id);
}

QLabel* ClaimsPanel::verdictLabel(ClaimId id) const
{
    return m_verdicts.value(int(id));
}

QLabel* ClaimsPanel::summaryLabel(ClaimId id) const
{
    return m_summaries.value(int(id));
}

} // namespace ts
