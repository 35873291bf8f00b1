// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracypanel.h"

#include "charts/accuracyscatterchart.h"
#include "io/diagnostictext.h"
#include "models/accuracyfamilymodel.h"
#include "models/accuracysummarymodel.h"
#include "models/accuracytext.h"
#include "validation/accuracyband.h"
#include "validation/validationsuite.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace ts {

namespace {

/// The most problems of a file the status line lists; the rest are counted.
constexpr int kShownProblems = 4;
/// The most rows either table asks room for before it scrolls: the eight shipped categories and
/// three of a user's.
constexpr int kTableRowsInView = 11;
/// The plot's least height here: the chart's own minimum leaves the tables too little room.
constexpr int kMinPlotHeight = 220;

QTableView* makeTable(QAbstractItemModel* model, const QString& name, QWidget* parent)
{
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->horizontalHeader()->setStretchLastSection(true);
    // One line of text a row: a style's taller default would leave the plot too little room at
    // 1280×800 once a user's rows join the shipped ones.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    return table;
}

} // namespace

AccuracyPanel::AccuracyPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("accuracyPanel"));
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("accuracyIntro"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);

    m_model = new AccuracySummaryModel(this);
    m_table = makeTable(m_model, QStringLiteral("accuracyTable"), this);
    m_familyModel = new AccuracyFamilyModel(this);
    m_familyTable = makeTable(m_familyModel, QStringLiteral("accuracyFamilyTable"), this);
    m_tables = new QTabWidget(this);
    m_tables->setObjectName(QStringLiteral("accuracyTables"));
    m_tables->setDocumentMode(true);
    m_tables->addTab(m_table, QString());
    m_tables->addTab(m_familyTable, QString());

    m_chooserLabel = new QLabel(this);
    m_chooser = new QComboBox(this);
    m_chooser->setObjectName(QStringLiteral("accuracyCategory"));
    m_chooserLabel->setBuddy(m_chooser);
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("accuracyLoadMeasurements"));
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("accuracyClearMeasurements"));
    m_clear->setEnabled(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("accuracyMeasurementStatus"));
    // Names, lines and fields from a user's file: never rich text.
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart = new AccuracyScatterChart(this);
    m_chart->setMinimumHeight(kMinPlotHeight);

    auto* plot = new QWidget(this);
    auto* chooserRow = new QHBoxLayout;
    chooserRow->addWidget(m_chooserLabel);
    chooserRow->addWidget(m_chooser);
    chooserRow->addStretch(1);
    chooserRow->addWidget(m_load);
    chooserRow->addWidget(m_clear);
    auto* plotLayout = new QVBoxLayout(plot);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->addLayout(chooserRow);
    plotLayout->addWidget(m_status);
    plotLayout->addWidget(m_chart, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tables);
    splitter->addWidget(plot);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 5);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_intro);
    layout->addWidget(splitter, 1);

    connect(m_chooser, &QComboBox::currentIndexChanged, this, [this] {
        replot();
        // The table follows the chooser unless its current row is already this category's
        // (a user's row of it included).
        const QString code = category();
        if (m_model->category(m_table->currentIndex().row()) == code)
            return;
        const int row
            = m_model->rowOf(code) >= 0 ? m_model->rowOf(code) : m_model->rowOf(code, true);
        if (row >= 0)
            m_table->selectRow(row);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            const int index = m_chooser->findData(m_model->category(current.row()));
            if (current.isValid() && index >= 0 && index != m_chooser->currentIndex())
                m_chooser->setCurrentIndex(index);
        });
    connect(m_load, &QPushButton::clicked, this, &AccuracyPanel::chooseMeasurements);
    connect(m_clear, &QPushButton::clicked, this, &AccuracyPanel::clearMeasurements);
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
           "and by vendor family (the tables of <code>tensorscope validate</code>; errors are "
           "(predicted − measured) / measured, optimism is positive where the engine predicted "
           "the hardware faster than measured). Every result in the comparison carries a band "
           "from these figures: those of its step's category (training throughput or "
           "inference) on its device's vendor family (NVIDIA, AMD, Google TPU, Intel, AWS; with "
           "fewer than %2 measurements there, every device's). An assumed, unmeasured input "
           "widens the band ×%1. Load your own measurements to see them beside these; nothing "
           "is fitted to them. docs/validation.md explains each figure.</p>")
            .arg(locale.toString(validation::AccuracyBand::kAssumedWidening, 'g', 3),
                locale.toString(validation::AccuracyBand::kMinFamilyRows)));
    m_chooserLabel->setText(tr("&Category:"));
    m_tables->setTabText(0, tr("By category"));
    m_tables->setTabText(1, tr("By vendor family"));
    m_load->setText(tr("&Load measurements…"));
    m_load->setToolTip(tr("Score your own measurements: a CSV file in calibration.csv's columns "
                          "and a JSON file saying how each row is rebuilt (rows.json's format; "
                          "by default the CSV's name with .json), as "
                          "<code>tensorscope validate --data</code> does"));
    m_clear->setText(tr("&Remove measurements"));
    showStatus();
}

void AccuracyPanel::fillChooser()
{
    const QString current = category();
    const QSignalBlocker blocker(m_chooser);
    m_chooser->clear();
    for (const validation::CategorySummary& c : m_model->report().categories)
        m_chooser->addItem(AccuracyText::categoryName(c.category), c.category);
    // A category only the user's file has: its own entry, named as theirs. A combo box shows
    // its items as plain text.
    if (m_user) {
        for (const validation::CategorySummary& c : m_user->categories)
            if (m_chooser->findData(c.category) < 0)
                m_chooser->addItem(
                    AccuracySummaryModel::categoryLabel(c.category, true), c.category);
    }
    const int index = std::max(0, m_chooser->findData(current));
    m_chooser->setCurrentIndex(index);
}

void AccuracyPanel::replot()
{
    m_chart->setCategory(
        m_model->report(), category(), m_user ? *m_user : validation::ValidationReport {});
}

void AccuracyPanel::fitTables()
{
    for (QTableView* table : { m_table, m_familyTable })
        table->resizeColumnsToContents();
    // Every shipped category in view without scrolling (eight today) and a user's few rows;
    // beyond kTableRowsInView the table scrolls, and the plot takes what is left.
    const int rows = std::min(kTableRowsInView, std::max(m_model->rowCount(), 1));
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
        + rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 2);
}

void AccuracyPanel::setReport(const validation::ValidationReport& report)
{
    m_model->setReport(report);
    m_familyModel->setReport(report);
    fillChooser();
    fitTables();
    if (m_chooser->count() > 0) {
        m_table->selectRow(std::max(0, m_model->rowOf(category())));
        replot();
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

QString AccuracyPanel::describeProblem(const io::Diagnostic& d)
{
    return io::DiagnosticText::problemInFile(d);
}

bool AccuracyPanel::loadMeasurements(const QString& csvPath, const QString& inputsPath)
{
    io::Diagnostics diagnostics;
    const validation::ValidationSuite suite
        = validation::ValidationSuite::user(csvPath, inputsPath, &diagnostics);
    QStringList problems;
    QStringList warnings;
    for (const io::Diagnostic& d : std::as_const(diagnostics))
        (d.severity == io::Severity::Error ? problems : warnings) << describeProblem(d);
    const qsizetype measurements = suite.data().measurements.size();
    if (problems.isEmpty() && measurements == 0)
        //: A user's measurement file without a row: %1 the file.
        problems << tr("'%1': no measurements (a header line in calibration.csv's columns, then "
                       "one line per measurement)")
                        .arg(QDir::toNativeSeparators(csvPath));
    if (problems.isEmpty() && measurements > kMaxUserMeasurements)
        problems << tr("'%1': %2 measurements; at most %3 here (tensorscope validate --data "
                       "takes any number)")
                        .arg(QDir::toNativeSeparators(csvPath), QLocale().toString(measurements),
                            QLocale().toString(kMaxUserMeasurements));
    if (!problems.isEmpty()) {
        // Nothing shown changes: the tables, the plot and the measurements loaded before.
        if (problems.size() > kShownProblems) {
            const qsizetype more = problems.size() - kShownProblems;
            problems = problems.first(kShownProblems);
            //: After the first problems of a file: how many more there are.
            problems << tr("… and %1 more").arg(QLocale().toString(more));
        }
        m_loadError = tr("Cannot load these measurements:\n%1").arg(problems.join(u'\n'));
        showStatus();
        return false;
    }

    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    validation::ValidationReport report = suite.run();
    QGuiApplication::restoreOverrideCursor();
    m_user = std::move(report);
    m_userPath = csvPath;
    m_userWarnings = warnings.first(std::min<qsizetype>(warnings.size(), kShownProblems));
    m_loadError.clear();
    m_model->setUserReport(*m_user);
    m_familyModel->setUserReport(*m_user);
    fillChooser();
    fitTables();
    // Show the plot of the user's first category, their points beside the shipped ones.
    if (!m_user->categories.isEmpty()) {
        const QString first = m_user->categories.first().category;
        setCategory(first);
        m_table->selectRow(m_model->rowOf(first, true));
    }
    replot();
    m_clear->setEnabled(true);
    showStatus();
    emit measurementsChanged();
    return true;
}

void AccuracyPanel::clearMeasurements()
{
    if (!m_user && m_loadError.isEmpty())
        return;
    m_user.reset();
    m_userPath.clear();
    m_userWarnings.clear();
    m_loadError.clear();
    m_model->clearUserReport();
    m_familyModel->clearUserReport();
    fillChooser();
    fitTables();
    m_table->selectRow(std::max(0, m_model->rowOf(category())));
    replot();
    m_clear->setEnabled(false);
    showStatus();
    emit measurementsChanged();
}

void AccuracyPanel::chooseMeasurements()
{
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Load Measurements"), m_lastFolder,
            //: File dialog filter of Help › Accuracy's "Load measurements…"
            tr("Measurements and their inputs (*.csv *.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    m_lastFolder = QFileInfo(paths.first()).absolutePath();
    QString csv;
    QString inputs;
    for (const QString& path : paths) {
        if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            inputs = inputs.isEmpty() ? path : inputs;
        else
            csv = csv.isEmpty() ? path : csv;
    }
    if (csv.isEmpty()) {
        m_loadError = tr("Choose the CSV file of the measurements (and, if it is not beside it "
                         "under the same name, the JSON file of their inputs).");
        showStatus();
        return;
    }
    loadMeasurements(csv, inputs);
}

QString AccuracyPanel::measurementStatus() const
{
    return m_status->text();
}

void AccuracyPanel::showStatus()
{
    QStringList lines;
    if (!m_loadError.isEmpty())
        lines << m_loadError;
    if (m_user) {
        qsizetype scored = 0;
        qsizetype predicted = 0;
        for (const validation::ValidationRow& row : std::as_const(m_user->rows)) {
            scored += row.scored ? 1 : 0;
            predicted += row.predicted ? 1 : 0;
        }
        const QLocale locale;
        //: Help › Accuracy once a user's file is loaded: %1 the file's name, %2 its rows, %3
        //: those the engine could predict, %4 those scored.
        const QString shown
            = tr("Your measurements, %1: %2 rows, %3 predicted, %4 scored; "
                 "triangles in the plot, “(yours)” in the tables. Nothing is "
                 "fitted to them.")
                  .arg(QFileInfo(m_userPath).fileName(), locale.toString(m_user->rows.size()),
                      locale.toString(predicted), locale.toString(scored));
        lines << (m_loadError.isEmpty() ? shown : tr("Still shown: %1").arg(shown));
        for (const QString& warning : m_userWarnings)
            lines << tr("Warning: %1").arg(warning);
    }
    m_status->setText(lines.join(u'\n'));
    m_status->setVisible(!lines.isEmpty());
}

} // namespace ts
