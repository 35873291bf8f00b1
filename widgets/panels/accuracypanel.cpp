// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracypanel.h"

#include "charts/accuracyscatterchart.h"
#include "models/accuracysummarymodel.h"
#include "models/accuracytext.h"
#include "validation/accuracyband.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ts {

AccuracyPanel::AccuracyPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("accuracyPanel"));
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("accuracyIntro"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);

    m_model = new AccuracySummaryModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("accuracyTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_chooserLabel = new QLabel(this);
    m_chooser = new QComboBox(this);
    m_chooser->setObjectName(QStringLiteral("accuracyCategory"));
    m_chooserLabel->setBuddy(m_chooser);
    m_chart = new AccuracyScatterChart(this);

    auto* plot = new QWidget(this);
    auto* chooserRow = new QHBoxLayout;
    chooserRow->addWidget(m_chooserLabel);
    chooserRow->addWidget(m_chooser);
    chooserRow->addStretch(1);
    auto* plotLayout = new QVBoxLayout(plot);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->addLayout(chooserRow);
    plotLayout->addWidget(m_chart, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(plot);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 5);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_intro);
    layout->addWidget(splitter, 1);

    connect(m_chooser, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QString code = m_chooser->itemData(index).toString();
        m_chart->setCategory(m_model->report(), code);
        if (m_table->currentIndex().row() != index)
            m_table->selectRow(index);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            if (current.isValid() && current.row() != m_chooser->currentIndex())
                m_chooser->setCurrentIndex(current.row());
        });
    retranslate();
}

void AccuracyPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fillChooser();
    }
    QWidget::changeEvent(event);
}

void AccuracyPanel::retranslate()
{
    const QLocale locale;
    //: Introduction of Help › Accuracy. %1 is the factor an assumed input widens a band by,
    //: %2 the fewest measurements a vendor family needs for a figure of its own.
    m_intro->setText(
        tr("<p>How far the engine's predictions are from published measurements, by category "
           "(the table of <code>tensorscope validate</code>; errors are (predicted − measured) / "
           "measured). Every result in the comparison carries a band from these figures: those "
           "of its step's category (training throughput or inference) on its class of device "
           "(NVIDIA GPUs, other GPUs, TPUs, other accelerators; with fewer than %2 measurements "
           "there, every device's). An assumed, unmeasured input widens the band ×%1. "
           "docs/validation.md explains each figure.</p>")
            .arg(locale.toString(validation::AccuracyBand::kAssumedWidening, 'g', 3),
                locale.toString(validation::AccuracyBand::kMinFamilyRows)));
    m_chooserLabel->setText(tr("&Category:"));
}

void AccuracyPanel::fillChooser()
{
    const QString current = category();
    const QSignalBlocker blocker(m_chooser);
    m_chooser->clear();
    for (const validation::CategorySummary& c : m_model->report().categories)
        m_chooser->addItem(AccuracyText::categoryName(c.category), c.category);
    const int index = std::max(0, m_chooser->findData(current));
    m_chooser->setCurrentIndex(index);
}

void AccuracyPanel::setReport(const validation::ValidationReport& report)
{
    m_model->setReport(report);
    fillChooser();
    m_table->resizeColumnsToContents();
    // Every category in view without scrolling (six today): the plot takes what is left.
    const int rows = m_model->rowCount();
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
        + rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 2);
    if (m_chooser->count() > 0) {
        m_table->selectRow(m_chooser->currentIndex());
        m_chart->setCategory(report, category());
    }
}

void AccuracyPanel::setCategory(const QString& category)
{
    const int index = m_chooser->findData(category);
    if (index >= 0)
        m_chooser->setCurrentIndex(index);
}

QString AccuracyPanel::category() const
{
    return m_chooser->currentData().toString();
}

} // namespace ts
