// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "validation/validationreport.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;

namespace ts {

class AccuracyFamilyModel;
class AccuracyScatterChart;
class AccuracySummaryModel;

/// Help › Accuracy's content: the per-category table of `tensorscope validate`, the same figures
/// per vendor family, and, for the category chosen (in the chooser or by selecting its row), the
/// predicted-vs-measured plot. A user's own measurements ("Load measurements…", the same scoring
/// as `tensorscope validate --data`) add their summary rows to both tables and their points to
/// the plot; nothing is fitted to them.
class AccuracyPanel : public QWidget
{
    Q_OBJECT

public:
    /// The most measurements a user's file may hold here: they are scored while the window
    /// waits (`tensorscope validate --data` takes any number).
    static constexpr qsizetype kMaxUserMeasurements = 2000;

    explicit AccuracyPanel(QWidget* parent = nullptr);

    void setReport(const validation::ValidationReport& report);
    /// Shows the plot of this category (its code, e.g. "inference").
    void setCategory(const QString& category);
    QString category() const;

    /// Loads a user's measurements (`csvPath` in calibration.csv's columns; `inputsPath` in
    /// rows.json's format, empty: the CSV's path with .json), scores them with
    /// ValidationSuite::user() and shows them beside the shipped rows. A file with any error,
    /// with no measurement or with more than kMaxUserMeasurements changes nothing shown and
    /// says why in measurementStatus(), naming the file, line and field. Returns whether the
    /// measurements are now shown.
    bool loadMeasurements(const QString& csvPath, const QString& inputsPath = {});
    /// Removes the user's measurements.
    void clearMeasurements();
    /// The user's scored measurements, when loaded.
    const std::optional<validation::ValidationReport>& userReport() const { return m_user; }
    /// The line under the plot (plain text): what is loaded, or why a file did not load.
    QString measurementStatus() const;

    /// One problem of a user's file in words: the file, its line and field (or JSON path), what
    /// was expected and what was found (plain text; control characters escaped).
    static QString describeProblem(const io::Diagnostic& diagnostic);

    QTabWidget* tables() const { return m_tables; }
    QTableView* table() const { return m_table; }
    AccuracySummaryModel* model() const { return m_model; }
    QTableView* familyTable() const { return m_familyTable; }
    AccuracyFamilyModel* familyModel() const { return m_familyModel; }
    QComboBox* categoryChooser() const { return m_chooser; }
    AccuracyScatterChart* chart() const { return m_chart; }
    QPushButton* loadButton() const { return m_load; }
    QPushButton* clearButton() const { return m_clear; }
    QLabel* statusLabel() const { return m_status; }

signals:
    /// The user's measurements were loaded or removed.
    void measurementsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillChooser();
    void replot();
    void chooseMeasurements();
    void showStatus();
    void fitTables();

    QLabel* m_intro = nullptr;
    QTabWidget* m_tables = nullptr;
    QLabel* m_chooserLabel = nullptr;
    QTableView* m_table = nullptr;
    AccuracySummaryModel* m_model = nullptr;
    QTableView* m_familyTable = nullptr;
    AccuracyFamilyModel* m_familyModel = nullptr;
    QComboBox* m_chooser = nullptr;
    AccuracyScatterChart* m_chart = nullptr;
    QPushButton* m_load = nullptr;
    QPushButton* m_clear = nullptr;
    QLabel* m_status = nullptr;

    std::optional<validation::ValidationReport> m_user;
    QString m_userPath; ///< the CSV shown, as the user gave it
    QStringList m_userWarnings; ///< described warnings of the file shown
    QString m_loadError; ///< why the last file did not load; empty after a load
    QString m_lastFolder;
};

} // namespace ts
