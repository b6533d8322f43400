// Masthead print export: places each NNN-*.txt tagged-text file of an unzipped export on its own
// page of the active document (in file-name order, which is the order), and the
// article's pictures (images/NNN-*) below its text. See README.txt.
//@target indesign
/* global app, alert, Folder, File, LocationOptions, UserInteractionLevels, FitOptions */

(function () {
  if (app.documents.length === 0) {
    alert('Open the issue document first.');
    return;
  }
  var doc = app.activeDocument;
  var folder = Folder.selectDialog('Choose the unzipped Masthead print export');
  if (!folder) return;
  var files = folder.getFiles(function (f) {
    return f instanceof File && /^\d{3}-.*\.txt$/i.test(f.name);
  });
  files.sort(function (a, b) {
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  if (files.length === 0) {
    alert('No NNN-*.txt files in ' + folder.fsName + '.');
    return;
  }
  var imageFolder = Folder(folder.fsName + '/images');
  var pageBounds = function (page) {
    var b = page.bounds;
    var m = page.marginPreferences;
    return [b[0] + m.top, b[1] + m.left, b[2] - m.bottom, b[3] - m.right];
  };
  app.scriptPreferences.userInteractionLevel = UserInteractionLevels.NEVER_INTERACT;
  try {
    for (var i = 0; i < files.length; i++) {
      var page = i === 0 && doc.pages.length === 1 ? doc.pages[0] : doc.pages.add(LocationOptions.AT_END);
      var area = pageBounds(page);
      var prefix = files[i].name.substr(0, 3);
      var images = imageFolder.exists ? imageFolder.getFiles(prefix + '-*') : [];
      var split = images.length ? area[0] + (area[2] - area[0]) * 0.65 : area[2];
      var frame = page.textFrames.add({ geometricBounds: [area[0], area[1], split, area[3]] });
      frame.place(files[i], false);
      for (var j = 0; j < images.length; j++) {
        var width = (area[3] - area[1]) / images.length;
        var box = page.rectangles.add({
          geometricBounds: [split + 6, area[1] + j * width, area[2], area[1] + (j + 1) * width - 6],
        });
        box.place(images[j]);
        box.fit(FitOptions.PROPORTIONALLY);
      }
    }
  } finally {
    app.scriptPreferences.userInteractionLevel = UserInteractionLevels.INTERACT_WITH_ALL;
  }
  alert('Placed ' + files.length + ' article(s).');
})();
