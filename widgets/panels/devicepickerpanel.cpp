// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicepickerpanel.h"

#include "externallink.h"

#include "models/catalogfiltermodel.h"
#include "models/catalogtablemodel.h"
#include "models/devicedetails.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <iterator>

namespace ts {

namespace {

// The device table's header. Qt 6.4 sizes every section for the sort arrow, sorted or not
// (the header's height and a margin: about 28 px a column); five numeric columns in a dock
// then left the device names so little room that a one-character wider header ("GiB" for
// "GB") cut "(HGX/DGX)" to "…". Here only the sorted section keeps room for its arrow, so the
// names get the rest.
class DeviceTableHeader : public QHeaderView
{
public:
    explicit DeviceTableHeader(QWidget* parent)
        : QHeaderView(Qt::Horizontal, parent)
    { }

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override
    {
        if (!model())
            return QHeaderView::sectionSizeFromContents(logicalIndex);
        QStyleOptionHeader option;
        initStyleOption(&option);
        option.section = logicalIndex;
        QFont bold = font(); // as QHeaderView measures a section
        bold.setBold(true);
        option.fontMetrics = QFontMetrics(bold);
        option.text = model()->headerData(logicalIndex, orientation()).toString();
        QSize size = style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), this);
        if (isSortIndicatorShown() && sortIndicatorSection() == logicalIndex)
            size.rwidth() += size.height() + style()->pixelMetric(QStyle::PM_HeaderMargin);
        return size;
    }
};

} // namespace

DevicePickerPanel::DevicePickerPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("devicePicker"));
    m_model = new CatalogTableModel(this);
    m_filter = new CatalogFilterModel(this);
    m_filter->setSourceModel(m_model);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("deviceSearch"));
    m_search->setClearButtonEnabled(true);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("deviceKind"));
    for (const int kind :
        { -1, int(DeviceKind::Gpu), int(DeviceKind::Tpu), int(DeviceKind::Other) })
        m_kind->addItem(QString(), kind);

    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kind->setMinimumContentsLength(4);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("deviceTable"));
    m_table->setHorizontalHeader(new DeviceTableHeader(m_table));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(
        CatalogTableModel::Name, QHeaderView::Stretch);
    m_table->setAlternatingRowColors(true);
    // Year and power stay in the model (sortable, in the detail pane) but would squeeze the
    // names out of a dock-width table.
    m_table->setColumnHidden(CatalogTableModel::Year, true);
    m_table->setColumnHidden(CatalogTableModel::Tdp, true);
    m_table->horizontalHeader()->setMinimumSectionSize(40);

    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("deviceDetails"));
    // Catalog sources and quoted notes come from files: their links open only on the web, after
    // the user has seen the address (ExternalLink), never inside the view.
    m_details->setOpenLinks(false);
    m_details->setOpenExternalLinks(false);
    connect(m_details, &QTextBrowser::anchorClicked, this,
        [this](const QUrl& url) { ExternalLink::confirmAndOpen(this, url); });

    m_duplicate = new QPushButton(this);
    m_duplicate->setObjectName(QStringLiteral("duplicateDevice"));

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_search, 3);
    filters->addWidget(m_kind, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    auto* detailPane = new QWidget(this);
    auto* detailLayout = new QVBoxLayout(detailPane);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_details, 1);
    detailLayout->addWidget(m_duplicate);
    splitter->addWidget(detailPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    retranslate();

    connect(m_search, &QLineEdit::textChanged, m_filter, &CatalogFilterModel::setSearchText);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        const int kind = m_kind->itemData(index).toInt();
        m_filter->setKindFilter(kind < 0 ? std::nullopt : std::optional(DeviceKind(kind)));
    });
    connect(m_model, &CatalogTableModel::checkedIdsChanged, this,
        &DevicePickerPanel::checkedIdsChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) { showDetails(current); });
    connect(m_duplicate, &QPushButton::clicked, this, [this] {
        if (!currentId().isEmpty())
            emit duplicateRequested(currentId());
    });
}

QString DevicePickerPanel::currentId() const
{
    return m_table->currentIndex().data(CatalogTableModel::IdRole).toString();
}

void DevicePickerPanel::setDevices(const QList<Device>& devices)
{
    const QString current = currentId();
    m_model->setDevices(devices);
    const int row = m_model->rowOf(current);
    if (row >= 0)
        m_table->setCurrentIndex(m_filter->mapFromSource(m_model->index(row, 0)));
}

void DevicePickerPanel::setCheckedIds(const QStringList& ids)
{
    m_model->setCheckedIds(ids);
    if (!m_table->currentIndex().isValid() && !ids.isEmpty()) {
        const int row = m_model->rowOf(ids.first());
        if (row >= 0) {
            const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
            m_table->setCurrentIndex(index);
            showDetails(index);
        }
    }
}

QStringList DevicePickerPanel::checkedIds() const
{
    return m_model->checkedIds();
}

void DevicePickerPanel::setChecked(const QString& id, bool checked)
{
    const int row = m_model->rowOf(id);
    if (row >= 0)
        m_model->setData(m_model->index(row, CatalogTableModel::Name),
            checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
}

void DevicePickerPanel::showDetails(const QModelIndex& proxyIndex)
{
    const Device* device = m_model->deviceAt(m_filter->mapToSource(proxyIndex).row());
    m_details->setHtml(device ? DeviceDetails::html(*device) : QString());
}

void DevicePickerPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showDetails(m_table->currentIndex());
    }
    QWidget::changeEvent(event);
}

void DevicePickerPanel::retranslate()
{
    m_search->setPlaceholderText(tr("Search devices (name, vendor, memory type)"));
    const QString kinds[] = { tr("All kinds"), tr("GPUs"), tr("TPUs"), tr("Other") };
    for (int i = 0; i < m_kind->count() && i < int(std::size(kinds)); ++i)
        m_kind->setItemText(i, kinds[i]);
    m_duplicate->setText(tr("&Duplicate as what-if..."));
    m_duplicate->setToolTip(
        tr("Copy the selected device with changed figures, saved as a user catalog file"));
}

} // namespace ts
