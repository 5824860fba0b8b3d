// The card table: Python renders the markup, a click on a card sends its key back.
function render({ model, el }) {
  el.classList.add("kl-board-host");
  const draw = () => {
    el.innerHTML = model.get("html");
  };
  el.addEventListener("click", (event) => {
    const target = event.target.closest("[data-key]");
    if (target && el.contains(target)) {
      model.send({ click: target.dataset.key });
    }
  });
  model.on("change:html", draw);
  draw();
}

export default { render };
