/// The page's inline style and script: the HTML map is one file that needs no network.
import RouteGenModel

enum MapHTMLAssets {
    static let style = """
        body{font:14px/1.4 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;color:#1f2933;background:#fff}
        header{padding:16px 24px;background:#1f2933;color:#fff}
        header h1{margin:0 0 4px;font-size:20px}
        header p{margin:0;color:#cbd2d9}
        main{padding:16px 24px}
        h2{font-size:17px;margin:24px 0 8px}
        .search{position:sticky;top:0;background:#fff;padding:8px 0;z-index:1;border-bottom:1px solid #e4e7eb}
        .search input{font-size:15px;padding:6px 10px;width:420px;max-width:90%;border:1px solid #9aa5b1;border-radius:4px}
        .search span{margin-left:12px;color:#52606d}
        table{border-collapse:collapse;width:100%;font-size:13px}
        th,td{border-bottom:1px solid #e4e7eb;padding:4px 8px;text-align:left;vertical-align:top}
        th{background:#f5f7fa;cursor:pointer;user-select:none;white-space:nowrap}
        th[aria-sort=ascending]::after{content:" \\25B2"}
        th[aria-sort=descending]::after{content:" \\25BC"}
        tr.missing td{background:#fdecea}
        tr.excluded td{color:#7b8794}
        tr.error td:first-child{color:#c62828;font-weight:600}
        tr.warning td:first-child{color:#b26a00;font-weight:600}
        code{font:12px ui-monospace,Menlo,Consolas,monospace}
        .kind{color:#52606d}
        .diagram{overflow:auto;border:1px solid #e4e7eb;max-height:70vh}
        .note{padding:8px 12px;background:#fff8e1;border:1px solid #ffe082;border-radius:4px}
        details{margin:2px 0}
        summary{cursor:pointer}
        .module-body{margin:4px 0 8px 20px}
        """

    /// Search filters every row of the tables marked `filterable` (the text of the whole row,
    /// case-insensitive; words must all occur); `?q=` fills the box, so a search can be linked.
    static let script = """
        (function () {
          "use strict";
          var input = document.getElementById("search");
          var counter = document.getElementById("count");
          var rows = Array.prototype.slice.call(document.querySelectorAll("table.filterable tbody tr, #modules details"));
          var texts = rows.map(function (row) { return row.textContent.toLowerCase(); });
          function apply() {
            var words = input.value.toLowerCase().split(/\\s+/).filter(function (word) { return word.length > 0; });
            var shown = 0;
            for (var i = 0; i < rows.length; i++) {
              var match = words.every(function (word) { return texts[i].indexOf(word) >= 0; });
              rows[i].hidden = !match;
              if (match && rows[i].tagName === "TR") { shown++; }
            }
            counter.textContent = shown + " of " + document.querySelectorAll("table.filterable tbody tr").length + " rows";
            document.body.setAttribute("data-shown-rows", String(shown));
          }
          function sortBy(header) {
            var table = header.closest("table");
            var column = Array.prototype.indexOf.call(header.parentNode.children, header);
            var ascending = header.getAttribute("aria-sort") !== "ascending";
            Array.prototype.forEach.call(header.parentNode.children, function (cell) { cell.removeAttribute("aria-sort"); });
            header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var body = table.tBodies[0];
            var sorted = Array.prototype.slice.call(body.rows).sort(function (a, b) {
              var order = a.cells[column].textContent.localeCompare(b.cells[column].textContent, undefined, { numeric: true });
              return ascending ? order : -order;
            });
            var fragment = document.createDocumentFragment();
            sorted.forEach(function (row) { fragment.appendChild(row); });
            body.appendChild(fragment);
          }
          Array.prototype.forEach.call(document.querySelectorAll("table.filterable th"), function (header) {
            header.addEventListener("click", function () { sortBy(header); });
          });
          var query = new URLSearchParams(window.location.search).get("q");
          if (query) { input.value = query; }
          input.addEventListener("input", apply);
          apply();
          document.body.setAttribute("data-ready", "true");
        })();
        """
}
